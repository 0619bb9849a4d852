import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MSG_ACCOUNT_THROTTLED } from "#shared/messages/auth.ts";
import { MSG_BODY_NOT_JSON, MSG_BODY_TOO_DEEP, MSG_NOT_FOUND } from "#shared/messages/general.ts";
import type { Db } from "../db/client.ts";
import { HttpError } from "../http/http-error.ts";
import { fromNodeHeaders } from "../http/node-headers.ts";
import type { AccountThrottle } from "./account-throttle.ts";
import type { AuthLoader } from "./auth-loader.ts";
import { CLIENT_IP_HEADER } from "./client-ip-header.ts";
import { isNestedDeeperThan, MAX_JSON_DEPTH } from "./json-depth.ts";
import { endSession, isPastAbsoluteCap } from "./session-cap.ts";

function toFetchRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = fromNodeHeaders(request.headers);
  // Only this server sets the client IP Better Auth rate-limits on; a client-sent value is dropped.
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== undefined;
  // The body parsers of this scope keep JSON and form bodies as the text the client sent.
  const body = typeof request.body === "string" ? request.body : undefined;
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

type TokenHolder = { token?: unknown; session?: { token?: unknown } | null };

/**
 * Sign-in, get-session and list-sessions would hand session tokens (cookie values) to page scripts; the client
 * never needs them, and keeping them out of reach of scripts is the point of an HTTP-only cookie.
 */
function withoutSessionTokens(parsed: unknown): unknown {
  if (Array.isArray(parsed)) return parsed.map(withoutSessionTokens);
  if (!parsed || typeof parsed !== "object") return parsed;
  const holder = parsed as TokenHolder;
  delete holder.token;
  if (holder.session && typeof holder.session === "object") delete holder.session.token;
  return holder;
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
}

/**
 * The endpoint inside /api/auth, without the query: "/sign-in/email". Spelled the way a lenient router would
 * read it (decoded, case folded, repeated and trailing slashes dropped), so the lockout sees every spelling of
 * the sign-in path even if one got past the canonical-path guard.
 */
export function endpointOf(url: string): string {
  let path = url.split("?")[0] ?? "";
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: keep it as sent.
  }
  const segments = path
    .toLowerCase()
    .split(/[/\\]+/)
    .filter((segment) => segment !== "" && segment !== ".");
  return `/${segments.join("/")}`.replace(/^\/api\/auth(?=\/|$)/, "");
}

function emailOf(body: unknown): string | null {
  if (typeof body !== "string") return null;
  const parsed = parseJson(Buffer.from(body)) as { email?: unknown } | undefined;
  return typeof parsed?.email === "string" ? parsed.email : null;
}

async function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
  shape: (parsed: unknown) => unknown = withoutSessionTokens,
): Promise<FastifyReply> {
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
  const parsed = response.status === 200 && isJson ? parseJson(body) : undefined;
  return reply.send(parsed === undefined ? body : JSON.stringify(shape(parsed)));
}

/** Better Auth's session cookie (`__Secure-` prefixed on HTTPS); its default name, this app keeps it. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

function carriesSessionCookie(cookie: string | undefined): boolean {
  return cookie !== undefined && SESSION_COOKIE.test(cookie);
}

export interface AuthRouteOptions {
  auth: AuthLoader;
  db: Db;
  publicUrl: string;
  accountThrottle: AccountThrottle;
  sessionMaxAgeSeconds: number;
}

/**
 * Mounts Better Auth at /api/auth/* (sign-up, sign-in, sign-out, get-session, verify-email, OAuth callbacks).
 * JSON bodies reach Better Auth as the text the client sent (checked for depth, never re-serialised); sign-in
 * is throttled per account; get-session ends a session past its absolute cap.
 */
export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions) {
  const { auth, db, publicUrl, accountThrottle, sessionMaxAgeSeconds } = options;
  // OAuth providers may post their callback as a form; Better Auth parses it itself.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
    done(null, body),
  );
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
    const text = String(body);
    if (isNestedDeeperThan(text, MAX_JSON_DEPTH)) return done(new HttpError(400, MSG_BODY_TOO_DEEP));
    if (text.trim() !== "") {
      try {
        JSON.parse(text);
      } catch {
        return done(new HttpError(400, MSG_BODY_NOT_JSON));
      }
    }
    return done(null, text);
  });

  const forward = async (request: FastifyRequest) =>
    (await auth.get()).handler(toFetchRequest(request, publicUrl));

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    handler: async (request, reply) => {
      const endpoint = endpointOf(request.url);
      if (request.method === "POST" && endpoint === "/sign-in/email") {
        const email = emailOf(request.body);
        if (email && (await accountThrottle.isBlocked(email)))
          throw new HttpError(429, MSG_ACCOUNT_THROTTLED);
        const response = await forward(request);
        if (email && response.status === 401) await accountThrottle.recordFailure(email);
        else if (email && response.ok) await accountThrottle.clear(email);
        return sendFetchResponse(reply, response);
      }
      if (endpoint === "/get-session") {
        // Every page's header asks this; a visitor who never signed in carries no session cookie, and Better
        // Auth's answer then is `null`. Given here, so public traffic never loads Better Auth (auth-loader.ts).
        if (request.method === "GET" && !carriesSessionCookie(request.headers.cookie))
          return reply.type("application/json; charset=utf-8").send("null");
        const response = await forward(request);
        let expired: string | null = null;
        const shape = (parsed: unknown) => {
          const found = (parsed as { session?: { id?: string; createdAt?: string } } | null)?.session;
          if (found?.id && found.createdAt && isPastAbsoluteCap(found.createdAt, sessionMaxAgeSeconds)) {
            expired = found.id;
            return null;
          }
          return withoutSessionTokens(parsed);
        };
        const sent = await sendFetchResponse(reply, response, shape);
        if (expired) await endSession(db, expired);
        return sent;
      }
      return sendFetchResponse(reply, await forward(request));
    },
  });
}
