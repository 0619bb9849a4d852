import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../http/http-error.ts";

/**
 * What a signed-out browser gets at /api/docs while the description is for staff: a small page that says why and
 * links to the sign-in, instead of the raw `{"error": ...}` an API client gets (same 401 status either way).
 */
export const API_DOCS_SIGN_IN_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>API documentation: staff only · Cloud Bill Check</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1.25rem; line-height: 1.5">
<h1 style="font-size: 1.5rem">The API documentation is for staff</h1>
<p>This site's HTTP API is described here for signed-in staff only. Sign in with your staff account, then open
<a href="/api/docs">/api/docs</a> again.</p>
<p><a href="/auth">Sign in</a></p>
<p style="color: GrayText; font-size: 0.875rem">The site's operator can make this description public with
<code>API_DOCS=public</code>.</p>
</body>
</html>
`;

/** A browser asks for HTML first; fetch, curl and API clients do not. */
function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? "";
  return accept.includes("text/html");
}

/**
 * Wraps the staff guard of the docs' routes: a browser that is not signed in gets the page above (401), anything
 * else the guard's own answer.
 */
export function staffOnlyDocs(requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>) {
  return async function docsGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    try {
      await requireStaff(request, reply);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 401 || !wantsHtml(request)) throw error;
      await reply
        .code(401)
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(API_DOCS_SIGN_IN_PAGE);
    }
  };
}
