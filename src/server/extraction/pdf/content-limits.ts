import { inflateSync } from "node:zlib";
import { PdfReadError } from "../errors.ts";
import { MAX_STREAM_INFLATED_BYTES } from "./pdf-guards.ts";
import { rawStreams } from "./raw-streams.ts";

/**
 * Nested graphics states (`q` without its `Q`) one content stream may open. The PDF reference suggests readers
 * support 28; invoices use a handful. pdf.js's cost grows with the square of the depth: 13,000 nested states in a
 * sub-1 KB file took it several seconds, so a file nesting past this is refused before pdf.js sees it.
 */
export const MAX_STATE_DEPTH = 256;
/** Operators one content stream may hold: a dense invoice page has a few tens of thousands. */
export const MAX_STREAM_OPERATORS = 400_000;
/** And all content streams of the file together (the pages read, their forms). */
export const MAX_TOTAL_OPERATORS = 1_500_000;

/** The reader process's argument that turns the caps off (the pool's `contentLimits: false`). */
export const NO_CONTENT_LIMITS_ARG = "--no-content-limits";

// Streams that are not drawing operators: images, font programs, cross-reference and object streams, metadata.
const NOT_CONTENT =
  /\/Subtype\s*\/(?:Image|Type1C|CIDFontType0C|OpenType|XML)\b|\/Length[123]\b|\/Type\s*\/(?:XRef|ObjStm|Metadata|EmbeddedFile)\b|\/(?:DCTDecode|JPXDecode|CCITTFaxDecode|JBIG2Decode)\b/;
// Filters other than Flate: their data cannot be read here, and the reader's time limit covers them.
const OTHER_FILTER = /\/(?:LZWDecode|LZW|ASCIIHexDecode|AHx|ASCII85Decode|A85|RunLengthDecode|RL|Crypt)\b/;
const FLATE = /\/FlateDecode\b|\/Fl\b/;

// PDF whitespace and delimiters (ISO 32000-1, 7.2.2 and 7.2.3).
const WHITESPACE = new Uint8Array(256);
for (const c of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) WHITESPACE[c] = 1;
const DELIMITER = new Uint8Array(256);
for (const c of "()<>[]{}/%") DELIMITER[c.charCodeAt(0)] = 1;

const Q_LOWER = 0x71;
const Q_UPPER = 0x51;

export interface ContentCounts {
  operators: number;
  maxDepth: number;
}

/**
 * Operators and the deepest `q` nesting of one content stream, stopping early once past the limits. Strings,
 * names, numbers, arrays, dictionaries, comments and inline image data are stepped over; every other word is an
 * operator.
 */
export function countContent(data: Uint8Array, limits = { operators: MAX_STREAM_OPERATORS }): ContentCounts {
  let operators = 0;
  let depth = 0;
  let maxDepth = 0;
  const n = data.length;
  let i = 0;
  while (i < n) {
    const c = data[i] as number;
    if (WHITESPACE[c]) {
      i++;
    } else if (c === 0x25) {
      // % comment to the end of the line
      while (i < n && data[i] !== 0x0a && data[i] !== 0x0d) i++;
    } else if (c === 0x28) {
      // (literal string), balanced parentheses, backslash escapes
      let level = 1;
      i++;
      while (i < n && level > 0) {
        const s = data[i] as number;
        if (s === 0x5c) i++;
        else if (s === 0x28) level++;
        else if (s === 0x29) level--;
        i++;
      }
    } else if ((c === 0x3c && data[i + 1] === 0x3c) || (c === 0x3e && data[i + 1] === 0x3e)) {
      // << and >> of an inline dictionary
      i += 2;
    } else if (c === 0x3c) {
      // <hex string>
      while (i < n && data[i] !== 0x3e) i++;
      i++;
    } else if (c === 0x2f) {
      // /Name
      i++;
      while (i < n && !WHITESPACE[data[i] as number] && !DELIMITER[data[i] as number]) i++;
    } else if (DELIMITER[c]) {
      i++;
    } else {
      const start = i;
      while (i < n && !WHITESPACE[data[i] as number] && !DELIMITER[data[i] as number]) i++;
      const first = data[start] as number;
      const isNumber = (first >= 0x30 && first <= 0x39) || first === 0x2b || first === 0x2d || first === 0x2e;
      if (isNumber) continue;
      const length = i - start;
      operators++;
      if (length === 1 && first === Q_LOWER) {
        depth++;
        if (depth > maxDepth) maxDepth = depth;
        if (maxDepth > MAX_STATE_DEPTH) break;
      } else if (length === 1 && first === Q_UPPER) {
        if (depth > 0) depth--;
      } else if (length === 2 && first === 0x49 && data[start + 1] === 0x44) {
        // ID: inline image data up to the whitespace-delimited EI
        i++;
        while (
          i < n &&
          !(
            data[i] === 0x45 &&
            data[i + 1] === 0x49 &&
            WHITESPACE[data[i - 1] as number] &&
            (i + 2 >= n || WHITESPACE[data[i + 2] as number])
          )
        )
          i++;
        i += 2;
      }
      if (operators > limits.operators) break;
    }
  }
  return { operators, maxDepth };
}

/** The data of every stream that may hold drawing operators (Flate once, or unfiltered). */
function contentStreams(bytes: Buffer): Uint8Array[] {
  const streams: Uint8Array[] = [];
  for (const { dict, data } of rawStreams(bytes)) {
    if (NOT_CONTENT.test(dict) || OTHER_FILTER.test(dict)) continue;
    if (!FLATE.test(dict)) {
      streams.push(data);
      continue;
    }
    try {
      streams.push(inflateSync(data, { maxOutputLength: MAX_STREAM_INFLATED_BYTES }));
    } catch {
      // Not valid Flate, or past the inflate cap: pdf-guards and the reader judge those.
    }
  }
  return streams;
}

/**
 * Refuses, before pdf.js parses anything, a file whose drawing operators would keep the reader busy for seconds:
 * graphics states nested past MAX_STATE_DEPTH, or more operators than an invoice's pages hold. Only what can be
 * read cheaply here is counted (Flate or unfiltered streams); the reader's time limit and each client's reader
 * time budget cover the rest.
 */
export function assertContentWithinLimits(pdf: Uint8Array): void {
  let total = 0;
  for (const stream of contentStreams(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength))) {
    const counts = countContent(stream);
    total += counts.operators;
    if (
      counts.maxDepth > MAX_STATE_DEPTH ||
      counts.operators > MAX_STREAM_OPERATORS ||
      total > MAX_TOTAL_OPERATORS
    )
      throw new PdfReadError("unreadable");
  }
}
