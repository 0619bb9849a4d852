import type { FastifyReply, FastifyRequest } from "fastify";
import { MAX_PDF_BYTES } from "#shared/limits.ts";
import { MSG_TEXT_HAS_NUL } from "#shared/messages/general.ts";
import { MSG_PDF_TOO_LARGE, MSG_UPLOAD_TOO_SLOW } from "#shared/messages/upload.ts";
import { HttpError } from "../../http/http-error.ts";
import { uploadError } from "../../http/upload-error.ts";

// The upload reader both upload routes use (a new analysis, a month added to a result).

const TEXT_FIELDS = ["name", "email", "cloudProviderId", "confirmAccount"] as const;
const PDF_HEADER_SEARCH_BYTES = 1024;

export interface UploadParts {
  fields: Partial<Record<(typeof TEXT_FIELDS)[number], string>>;
  file: { name: string; bytes: Uint8Array } | null;
}

/**
 * Reads the whole body within `deadlineMs` (a body trickling in slower is cut off: 408, connection closed), before
 * the upload takes an analysis slot or a place in the queue.
 */
export async function readUploadWithin(
  request: FastifyRequest,
  reply: FastifyReply,
  deadlineMs: number,
): Promise<UploadParts> {
  let timer: NodeJS.Timeout | undefined;
  const reading = readUpload(request);
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reading.catch(() => undefined);
      reply.header("connection", "close");
      // Once the 408 is out, the socket goes: the rest of the body is not waited for.
      reply.raw.once("finish", () => request.raw.destroy());
      reject(new HttpError(408, MSG_UPLOAD_TOO_SLOW));
    }, deadlineMs);
  });
  try {
    return await Promise.race([reading, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Reads the multipart body; the file stream stops at MAX_PDF_BYTES (413) instead of buffering everything. */
async function readUpload(request: FastifyRequest): Promise<UploadParts> {
  const result: UploadParts = { fields: {}, file: null };
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_PDF_BYTES, files: 1, fields: 10 } })) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.fieldname === "file" && !result.file) result.file = { name: part.filename ?? "", bytes };
      } else if (
        (TEXT_FIELDS as readonly string[]).includes(part.fieldname) &&
        typeof part.value === "string"
      ) {
        if (part.value.includes("\0")) throw new HttpError(400, MSG_TEXT_HAS_NUL);
        result.fields[part.fieldname as (typeof TEXT_FIELDS)[number]] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, MSG_PDF_TOO_LARGE);
  }
  return result;
}

export function hasPdfHeader(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, PDF_HEADER_SEARCH_BYTES)).includes("%PDF-");
}
