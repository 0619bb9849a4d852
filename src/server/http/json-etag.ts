import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type BodyEncoding, pickEncoding } from "./accept-encoding.ts";

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
  /** Compressed copies, made on the first request that asks for each (a cached body keeps them). */
  encoded?: Partial<Record<BodyEncoding, Buffer>>;
}

export function toJsonBody(value: unknown): JsonBody {
  const body = JSON.stringify(value);
  return { body, etag: etagOf(body) };
}

/** Bodies smaller than this go uncompressed (the same threshold as the compression of other routes). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

function encode(body: string, encoding: BodyEncoding): Buffer {
  if (encoding === "gzip") return gzipSync(body);
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });
}

/**
 * Sends an already serialised JSON body with its ETag and Cache-Control, or 304 with no body when the client's
 * copy is current. A string payload skips the route's response serializer (the caller serialised it already).
 * The reply is sent when this returns (a handler calling it returns nothing, or a promise of nothing).
 * Bodies of 1 KB or more are sent compressed when the client accepts br or gzip, each encoding compressed once
 * per JsonBody: routes that use this are registered with `compress: false`, so @fastify/compress does not
 * compress the same cached bytes again on every request.
 */
export function sendJsonBody(
  request: FastifyRequest,
  reply: FastifyReply,
  json: JsonBody,
  cacheControl: string,
): void {
  reply.header("etag", json.etag).header("cache-control", cacheControl);
  const compressible = json.body.length >= COMPRESS_THRESHOLD_BYTES;
  if (compressible) reply.header("vary", "accept-encoding");
  if (ifNoneMatchHits(request.headers["if-none-match"], json.etag)) {
    reply.code(304).send();
    return;
  }
  reply.header("content-type", "application/json; charset=utf-8");
  const encoding = compressible ? pickEncoding(request.headers["accept-encoding"]) : null;
  if (!encoding) {
    reply.send(json.body);
    return;
  }
  json.encoded ??= {};
  const encoded = json.encoded;
  let bytes = encoded[encoding];
  if (!bytes) {
    bytes = encode(json.body, encoding);
    encoded[encoding] = bytes;
  }
  reply.header("content-encoding", encoding).send(bytes);
}

/** Route options for the routes that answer through sendJsonBody (they compress their own cached bodies). */
export const OWN_COMPRESSION = { compress: false, decompress: false } as const;
