import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { MSG_TEXT_HAS_NUL } from "#shared/messages/general.ts";
import { HttpError } from "../http/http-error.ts";

const MAX_DEPTH = 32;

export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (depth > MAX_DEPTH || value === null || typeof value !== "object" || ArrayBuffer.isView(value))
    return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\0") || containsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold a NUL character: refuse it in the query, path and JSON body with a 400 before any
 * route sees it, instead of a failed insert. (Multipart text fields are checked where they are read.)
 */
export const rejectNulPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("preValidation", (request, _reply, done) => {
    // A NUL reaches the query or the path parameters only as %00 in the URL (HTTP refuses a raw one there), so
    // a URL without it skips their walk; a GET has no body. Synchronous: no promise per request.
    const inUrl = request.url.includes("%00") && (containsNul(request.query) || containsNul(request.params));
    if (inUrl || (request.body !== undefined && containsNul(request.body)))
      return done(new HttpError(400, MSG_TEXT_HAS_NUL));
    done();
  });
});
