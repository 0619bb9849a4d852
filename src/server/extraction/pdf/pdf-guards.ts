import { inflateSync } from "node:zlib";
import { TEXT_MARKERS } from "#shared/pdf/no-fonts.ts";
import { PdfReadError } from "../errors.ts";
import { rawStreams } from "./raw-streams.ts";

const HEADER_SCAN_BYTES = 1024;
const EOF_SCAN_BYTES = 1024;
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const PDF_EOF = [0x25, 0x25, 0x45, 0x4f, 0x46]; // "%%EOF"

function indexOfBytes(data: Uint8Array, pattern: number[], from: number, to: number): number {
  const last = Math.min(to, data.length) - pattern.length;
  for (let i = Math.max(0, from); i <= last; i++) {
    let match = true;
    for (let j = 0; j < pattern.length; j++) {
      if (data[i + j] !== pattern[j]) {
        match = false;
        break;
      }
    }
    if (match) return i;
  }
  return -1;
}

/**
 * Cheap checks before pdf.js sees the bytes: junk before the header is legal, so look in the first 1 KB;
 * a missing `%%EOF` near the end means an incomplete upload.
 */
export function assertPdfBytes(pdf: Uint8Array): void {
  if (indexOfBytes(pdf, PDF_HEADER, 0, HEADER_SCAN_BYTES) < 0) throw new PdfReadError("not_pdf");
  if (indexOfBytes(pdf, PDF_EOF, pdf.length - EOF_SCAN_BYTES, pdf.length) < 0) {
    throw new PdfReadError("truncated");
  }
}

/**
 * True when no page of the file can show text (src/shared/pdf/no-fonts.ts): a scan, or a console page "printed to
 * PDF" as vector graphics. Such a file goes to the OCR lane without a text reader parsing it first.
 */
export function hasNoFonts(pdf: Uint8Array): boolean {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  return TEXT_MARKERS.every((marker) => bytes.indexOf(marker) < 0);
}

/** No Flate stream of an invoice's page 1 inflates past this (a 300 dpi colour A4 scan is about 26 MB). */
export const MAX_STREAM_INFLATED_BYTES = 64 * 1024 * 1024;
/** Nor all of the file's streams together. */
export const MAX_TOTAL_INFLATED_BYTES = 256 * 1024 * 1024;
const ZLIB_HEADER_FIRST_BYTE = 0x78;

function isOverLimit(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ERR_BUFFER_TOO_LARGE" || error instanceof RangeError;
}

/** Inflated size of one stream (nested Flate layers too), or -1 when the data is not valid Flate. */
function inflatedSize(data: Uint8Array, budget: number): number {
  let current: Uint8Array = data;
  let size = 0;
  for (let layer = 0; layer < 4; layer++) {
    let out: Buffer;
    try {
      out = inflateSync(current, { maxOutputLength: budget });
    } catch (error) {
      if (isOverLimit(error)) throw new PdfReadError("too_much_memory");
      return layer === 0 ? -1 : size;
    }
    size = out.length;
    if (out[0] !== ZLIB_HEADER_FIRST_BYTE) return size;
    current = out;
  }
  return size;
}

// Deflate cannot expand its input more than about 1032 times (a 258-byte match in as little as two bits): a stream
// of n compressed bytes inflates to at most this, whatever it holds.
const MAX_DEFLATE_RATIO = 1033;
const deflateBound = (compressed: number) => compressed * MAX_DEFLATE_RATIO + 1024;

type FlateStream = { data: Uint8Array; layers: "one" | "maybe_more" };

/** Every FlateDecode stream of the file, and whether its filter list names Flate once only. */
function flateStreams(bytes: Buffer): FlateStream[] {
  const streams: FlateStream[] = [];
  for (const { dict, data } of rawStreams(bytes)) {
    const flate = dict.match(/\/FlateDecode|\/Fl\b/g)?.length ?? 0;
    if (flate > 0) streams.push({ data, layers: flate === 1 ? "one" : "maybe_more" });
  }
  return streams;
}

/**
 * A hard bound on what the reader will decompress, checked before it starts, so that a decompression bomb is
 * refused instead of growing until a watchdog notices. A stream whose filters name Flate once is bounded by its
 * compressed size (deflateBound): when those bounds already keep within the caps, as they do for any file of a few
 * hundred kilobytes, nothing needs inflating. Otherwise each FlateDecode stream is inflated once with zlib's own
 * output cap (nested Flate layers too), refused after at most MAX_STREAM_INFLATED_BYTES. Runs in the PDF reader
 * process, which has nothing else to do meanwhile: inflating synchronously there is about 10% faster per invoice
 * than hopping to zlib's thread pool for every stream. Streams that are not valid Flate are left for the reader
 * to judge.
 */
export async function assertInflatedSizeWithin(
  pdf: Uint8Array,
  perStream = MAX_STREAM_INFLATED_BYTES,
  total = MAX_TOTAL_INFLATED_BYTES,
): Promise<void> {
  const streams = flateStreams(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  const bounded = (stream: FlateStream) =>
    stream.layers === "one" && deflateBound(stream.data.length) <= perStream;
  let used = streams.reduce(
    (sum, stream) => sum + (bounded(stream) ? deflateBound(stream.data.length) : 0),
    0,
  );
  const inflateAll = used > total;
  if (inflateAll) used = 0;
  for (const stream of streams) {
    if (!inflateAll && bounded(stream)) continue;
    const size = inflatedSize(stream.data, Math.min(perStream, total - used + 1));
    if (size > 0) used += size;
    if (used > total) throw new PdfReadError("too_much_memory");
  }
}
