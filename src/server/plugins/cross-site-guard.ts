import type { FastifyRequest } from "fastify";
import { MSG_INVALID_ORIGIN } from "#shared/messages/general.ts";
import { isTrustedOrigin } from "../auth/trusted-origins.ts";
import { HttpError } from "../http/http-error.ts";

/** Sec-Fetch-Site values a browser sends for requests the site's own pages make (or the user typed). */
const SAME_SITE_FETCH = new Set(["same-origin", "none"]);

export type CrossSiteGuard = (request: FastifyRequest) => Promise<void>;

/**
 * onRequest hook for the public state-changing POSTs (contact, bookings, uploads): a browser request whose
 * Origin is another site, or whose Sec-Fetch-Site says cross-site / same-site, is refused with 403 before its
 * body is read, so another page cannot submit the forms with a visitor's browser. Clients that send neither
 * header (curl, server-to-server) are not browsers riding anyone's session and pass.
 */
export function createCrossSiteGuard(trustedOrigins: readonly string[]): CrossSiteGuard {
  return async function refuseCrossSite(request) {
    const origin = request.headers.origin;
    const fetchSite = request.headers["sec-fetch-site"];
    const isOwnOrigin = origin !== undefined && isSameOrigin(request, origin, trustedOrigins);
    if (origin !== undefined && !isOwnOrigin) throw new HttpError(403, MSG_INVALID_ORIGIN);
    if (typeof fetchSite === "string" && !SAME_SITE_FETCH.has(fetchSite) && !isOwnOrigin)
      throw new HttpError(403, MSG_INVALID_ORIGIN);
  };
}

/**
 * The configured site origins, or the very host the request was sent to: a page of this site in any deployment
 * (the scheme is not compared, as a TLS-terminating proxy makes every request look like http here).
 */
function isSameOrigin(request: FastifyRequest, origin: string, trusted: readonly string[]): boolean {
  if (isTrustedOrigin(origin, trusted)) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}
