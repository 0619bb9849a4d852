import type { IncomingHttpHeaders } from "node:http";

/**
 * A request's Node headers as Fetch `Headers` (what Better Auth's handler and session check take). Written here
 * rather than imported from `better-auth/node`: that entry loads Better Auth itself, which the server only needs
 * at the first sign-in or admin request, not at start-up.
 */
export function fromNodeHeaders(nodeHeaders: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(nodeHeaders)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}
