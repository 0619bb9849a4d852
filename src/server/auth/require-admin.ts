import type { FastifyReply, FastifyRequest } from "fastify";
import { MSG_UNAUTHORIZED } from "#shared/messages/auth.ts";
import { MSG_INVALID_ORIGIN } from "#shared/messages/general.ts";
import type { Db } from "../db/client.ts";
import { HttpError } from "../http/http-error.ts";
import { fromNodeHeaders } from "../http/node-headers.ts";
import type { AuthLoader } from "./auth-loader.ts";
import { endSession, isPastAbsoluteCap } from "./session-cap.ts";
import { isTrustedOrigin } from "./trusted-origins.ts";

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image?: string | null;
}

export interface AdminSession {
  user: AdminUser;
  session: { id: string; expiresAt: Date };
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireAdmin on /api/admin/* routes. */
    adminSession: AdminSession | null;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface RequireAdminOptions {
  auth: AuthLoader;
  db: Db;
  /** A session older than this since sign-in is ended, however recently it was used. */
  sessionMaxAgeSeconds: number;
  trustedOrigins: readonly string[];
  /** The 401 message; the settings routes use the spec's own wording. */
  unauthorizedMessage?: (request: FastifyRequest) => string;
}

/**
 * The hook every /api/admin/* route runs: a valid database session (any signed-in user is staff, docs/product.md#roles),
 * else 401; and for state-changing calls an Origin (or Referer) from the trusted list, else 403, so another
 * site cannot ride the session cookie.
 */
export function createRequireAdmin(options: RequireAdminOptions) {
  return async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const auth = await options.auth.get();
    const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    const unauthorized = () => new HttpError(401, options.unauthorizedMessage?.(request) ?? MSG_UNAUTHORIZED);
    if (!result) throw unauthorized();
    if (isPastAbsoluteCap(result.session.createdAt, options.sessionMaxAgeSeconds)) {
      await endSession(options.db, result.session.id);
      throw unauthorized();
    }
    if (!SAFE_METHODS.has(request.method)) {
      const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
      if (!isTrustedOrigin(origin, options.trustedOrigins)) throw new HttpError(403, MSG_INVALID_ORIGIN);
    }
    request.adminSession = {
      user: result.user,
      session: { id: result.session.id, expiresAt: result.session.expiresAt },
    };
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
