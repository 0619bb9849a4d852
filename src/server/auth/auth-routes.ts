import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MSG_NOT_FOUND } from "#shared/messages.ts";
import { type Auth, CLIENT_IP_HEADER } from "./auth.ts";

function toFetchRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = fromNodeHeaders(request.headers);
  // Only this server sets the client IP Better Auth rate-limits on; a client-sent value is dropped.
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== undefined;
  const body = typeof request.body === "string" ? request.body : JSON.stringify(request.body);
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? body : undefined,
  });
}

/** Better Auth answers errors as {code, message}; add `error` so every API error reads `{"error": ...}`. */
async function readBody(response: Response): Promise<Buffer> {
  const raw = Buffer.from(await response.arrayBuffer());
  if (response.status < 400 || !response.headers.get("content-type")?.includes("json")) return raw;
  try {
    const parsed: unknown = JSON.parse(raw.toString("utf8"));
    if (parsed && typeof parsed === "object" && !("error" in parsed) && "message" in parsed) {
      return Buffer.from(JSON.stringify({ error: String(parsed.message), ...parsed }));
    }
  } catch {
    // Not JSON after all: pass it through.
  }
  return raw;
}

/**
 * Sign-in and get-session would hand the session token (the cookie's value) to page scripts; the client never
 * needs it, and keeping it out of reach of scripts is the point of an HTTP-only cookie.
 */
function withoutSessionToken(body: Buffer): Buffer {
  try {
    const parsed = JSON.parse(body.toString("utf8")) as {
      token?: unknown;
      session?: { token?: unknown };
    } | null;
    if (!parsed || typeof parsed !== "object") return body;
    const hasToken = "token" in parsed || (parsed.session && "token" in parsed.session);
    if (!hasToken) return body;
    delete parsed.token;
    if (parsed.session) delete parsed.session.token;
    return Buffer.from(JSON.stringify(parsed));
  } catch {
    return body;
  }
}

async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  reply.header("cache-control", "no-store");
  const body = await readBody(response);
  if (response.status >= 400 && body.length === 0) {
    // Better Auth answers an unknown path (and a few refusals) with no body at all.
    const message = response.status === 404 ? MSG_NOT_FOUND : `Request refused (${response.status})`;
    return reply.type("application/json; charset=utf-8").send({ error: message });
  }
  const isJson = response.headers.get("content-type")?.includes("json") ?? false;
  return reply.send(response.status === 200 && isJson ? withoutSessionToken(body) : body);
}

/** Mounts Better Auth at /api/auth/* (sign-up, sign-in, sign-out, get-session, verify-email, OAuth callbacks). */
export async function authRoutes(app: FastifyInstance, options: { auth: Auth; publicUrl: string }) {
  // OAuth providers may post their callback as a form; Better Auth parses it itself.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
    done(null, body),
  );
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    handler: async (request, reply) =>
      sendFetchResponse(reply, await options.auth.handler(toFetchRequest(request, options.publicUrl))),
  });
}
