import { PdfReadError } from "./errors.ts";

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
 * True when no page of the file can show text: no `/Font` key anywhere and no compressed object streams
 * that could hide one (a console page "printed to PDF" as vector graphics). Lets such files be refused
 * without parsing megabytes of drawing operators.
 */
export function hasNoFonts(pdf: Uint8Array): boolean {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  return bytes.indexOf("/Font") < 0 && bytes.indexOf("/ObjStm") < 0;
}
