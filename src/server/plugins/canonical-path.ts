import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { MSG_PATH_NOT_CANONICAL } from "#shared/messages/general.ts";
import { HttpError } from "../http/http-error.ts";

// %2e (.), %2f (/), %5c (\) in any case: a spelling some layer would decode into a different path.
const ENCODED_SEPARATOR = /%(?:2e|2f|5c)/i;

/**
 * A path is canonical when no layer can read it as another path: it starts with one slash, has no empty
 * segment (`//`), no `.` or `..` segment, no backslash and no encoded dot, slash or backslash. Only the path is
 * looked at; the query may hold anything.
 */
export function isCanonicalPath(rawUrl: string): boolean {
  const end = rawUrl.search(/[?#]/);
  const path = end === -1 ? rawUrl : rawUrl.slice(0, end);
  if (!path.startsWith("/")) return path === "*";
  if (path.includes("//") || path.includes("\\") || ENCODED_SEPARATOR.test(path)) return false;
  return !path.split("/").some((segment) => segment === "." || segment === "..");
}

/**
 * Refuses (400) a request whose path is not canonical before any route, guard or hook of a route runs: a guard
 * keyed on the path (the sign-in lockout, the admin guard, rate limits) can then not be passed by spelling the
 * same path differently (`/api/auth/sign-in/./email`, `/api/admin//results`, `%2e%2e`).
 */
export const canonicalPathPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", (request, _reply, done) => {
    if (!isCanonicalPath(request.raw.url ?? "/")) return done(new HttpError(400, MSG_PATH_NOT_CANONICAL));
    done();
  });
});
