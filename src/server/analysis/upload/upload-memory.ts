import type { FastifyRequest } from "fastify";
import { MAX_PDF_BYTES } from "#shared/limits.ts";

// Room for a multipart body's own parts around the file (boundaries, headers, the text fields).
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The most an upload body may bring into memory: its declared length, or the largest file allowed. */
export function uploadBytesOf(request: FastifyRequest): number {
  const most = MAX_PDF_BYTES + MULTIPART_OVERHEAD_BYTES;
  const declared = Number(request.headers["content-length"]);
  return Number.isFinite(declared) && declared > 0 ? Math.min(declared, most) : most;
}

/**
 * The upload bytes this instance is reading at once (bodies still arriving; a body read in full is bounded by the
 * slot queue's byte limit instead): each upload reserves its declared length before its body is read, and one that
 * does not fit is turned away at once instead of taking memory. Without it, 80 uploads of 10 MB held open
 * took the server from 0.5 to 1.3 GB.
 */
export function createUploadMemory(maxBytes: number) {
  let reserved = 0;
  return {
    /** The release function, or null when `bytes` more would pass the bound. */
    reserve(bytes: number): (() => void) | null {
      if (reserved + bytes > maxBytes) return null;
      reserved += bytes;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        reserved -= bytes;
      };
    },
    reservedBytes: () => reserved,
  };
}

export type UploadMemory = ReturnType<typeof createUploadMemory>;
