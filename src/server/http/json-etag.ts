import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** A strong validator for a JSON body: the same bytes give the same tag on every instance. */
export function etagOf(body: string): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** RFC 9110 If-None-Match: `*`, or a list of tags compared weakly (W/"x" matches "x"). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === etag || candidate === `W/${etag}`;
  });
}

export interface JsonBody {
  body: string;
  etag: string;
}

export function toJsonBody(value: unknown): JsonBody {
  const body = JSON.stringify(value);
  return { body, etag: etagOf(body) };
}

/**
 * Sends an already serialised JSON body with its ETag and Cache-Control, or 304 with no body when the client's
 * copy is current. A string payload skips the route's response serializer (the caller serialised it already).
 */
export function sendJsonBody(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, etag }: JsonBody,
  cacheControl: string,
): FastifyReply {
  reply.header("ETag", etag).header("Cache-Control", cacheControl);
  if (ifNoneMatchHits(request.headers["if-none-match"], etag)) return reply.code(304).send();
  return reply.type("application/json; charset=utf-8").send(body);
}
