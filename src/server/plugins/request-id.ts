import { randomUUID } from "node:crypto";
import type { FastifyInstance, RawRequestDefaultExpression } from "fastify";
import fp from "fastify-plugin";
import { runWithRequestLog } from "../logging/request-context.ts";

export const REQUEST_ID_HEADER = "x-request-id";
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * A reverse proxy's id (X-Request-Id) is kept so one request can be followed across the proxy and the app;
 * anything else (missing, odd characters that could forge log lines) gets a fresh UUID.
 */
export function generateRequestId(request: RawRequestDefaultExpression): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === "string" && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Every reply carries X-Request-Id (errors too), the id in every log line of the request. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // After the body is read, so the handler and what it calls (auth, mail) log through the request's logger.
  app.addHook("preHandler", (request, _reply, done) => runWithRequestLog(request.log, done));
});
