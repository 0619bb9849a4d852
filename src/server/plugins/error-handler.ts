import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { MSG_INTERNAL_ERROR, MSG_SERVICE_UNAVAILABLE } from "#shared/messages/general.ts";
import { isDatabaseUnavailable, summarizeDbError } from "../db/db-errors.ts";
import { HttpError } from "../http/http-error.ts";

function clientMessage(error: FastifyError): { status: number; message: string; code?: string } {
  if (error instanceof HttpError)
    return { status: error.statusCode, message: error.message, ...(error.code ? { code: error.code } : {}) };
  // The database is down or restarting: say so (503, retry later) rather than a bare 500.
  if (isDatabaseUnavailable(error)) return { status: 503, message: MSG_SERVICE_UNAVAILABLE };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return { status: 400, message: first?.message ?? "Invalid request" };
  }
  if (isResponseSerializationError(error)) return { status: 500, message: MSG_INTERNAL_ERROR };
  const status = error.statusCode ?? 500;
  if (status >= 500) return { status, message: MSG_INTERNAL_ERROR };
  // Fastify's own 4xx errors (bad JSON, body too large, rate limit...) have safe, useful messages.
  return { status, message: error.message };
}

/** Every error becomes `{"error": message}` (with its `code` when it has one); 5xx are logged with the request and never leak details. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message, code } = clientMessage(error);
    if (status === 503) request.log.warn({ err: summarizeDbError(error) }, "dependency unavailable");
    else if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ status, message }, "request refused");
    return reply.status(status).send(code ? { error: message, code } : { error: message });
  });
});
