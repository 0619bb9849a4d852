import { createRequire } from "node:module";
import { dirname } from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import * as pdfjsWorker from "pdfjs-dist/legacy/build/pdf.worker.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api.js";
import type { PageContent, PositionedText } from "../engine/layout/page-content.ts";
import { normalizeText } from "../engine/normalize-text.ts";
import { hideFontPrograms } from "./hide-font-programs.ts";
import type { ScanLimits } from "./ocr/scan-limits.ts";
import { MAX_STREAM_INFLATED_BYTES } from "./pdf-guards.ts";
import { syncDecompressionStream } from "./sync-decompression.ts";

// pdf.js runs its "worker" code on this thread when it finds the module here (no nested worker, and the
// bundler sees a static import instead of a runtime file path).
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;
// pdf.js inflates through `DecompressionStream`: here on this thread, in one call per stream (sync-decompression.ts).
(globalThis as { DecompressionStream: unknown }).DecompressionStream =
  syncDecompressionStream(MAX_STREAM_INFLATED_BYTES);

export type PageTextFailure = "encrypted" | "unreadable";

// The CMaps pdf.js ships: a CID font that is not embedded names its encoding only ("90ms-RKSJ-H" with
// "Adobe-Japan1"), and without the CMap its codes map to no text at all. Read from the package on disk, only
// when a font needs one.
const CMAP_URL = `${dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"))}/cmaps/`;

function toPositioned(item: TextItem): PositionedText {
  const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
  // The font's height is the text matrix's vertical vector: horizontal scaling (Tz, a condensed `makefont`)
  // narrows the glyphs, not the line.
  const vertical = Math.hypot(c, d);
  const positioned = {
    str: normalizeText(item.str),
    x,
    y,
    width: item.width,
    height: vertical > 0 ? vertical : item.height || Math.hypot(a, b),
  };
  // Rotated runs (up the margin, upside down) do not belong to the horizontal lines around them; runs a little off
  // (a crooked scan's OCR words) keep their angle too, for the page model to turn the page back (layout/upright).
  const angle = Math.round((Math.atan2(b, a) * 1800) / Math.PI) / 10;
  return Math.abs(angle) >= 0.3 ? { ...positioned, angle } : positioned;
}

/** The most pages read: the summary may stand on any of the first ten, the per-service detail on any of them. */
export const MAX_PAGES = 20;
/**
 * The time the pages after page 1 may take, together: the reader's whole job has a 5 s limit, and a long invoice
 * must not be refused for its detail pages. Pages past the budget, or that fail to read, are left out.
 */
export const MORE_PAGES_BUDGET_MS = 1_500;

/** Pages 1..maxPages (at most the document's own count): each page's runs with their positions. */
async function readPages(data: Uint8Array, maxPages: number): Promise<PageContent[]> {
  const task = getDocument({
    data,
    disableFontFace: true,
    verbosity: 0,
    cMapUrl: CMAP_URL,
    cMapPacked: true,
  });
  try {
    const doc = await task.promise;
    const pages: PageContent[] = [];
    let afterFirst = 0;
    for (let number = 1; number <= Math.min(maxPages, doc.numPages); number++) {
      if (number > 1 && Date.now() - afterFirst > MORE_PAGES_BUDGET_MS) break;
      try {
        const page = await doc.getPage(number);
        // Our own normalizeText handles ligatures and spaces; pdf.js's NFKC pass is skipped to save time.
        const content = await page.getTextContent({ disableNormalization: true });
        const items = content.items
          .filter((item): item is TextItem => "str" in item && item.str.trim() !== "")
          .map(toPositioned);
        const [x0 = 0, y0 = 0, x1 = 612, y1 = 792] = page.view;
        pages.push({ width: x1 - x0, height: y1 - y0, items });
        page.cleanup();
        if (number === 1) afterFirst = Date.now();
      } catch (error) {
        // Page 1 decides (encrypted, unreadable); a later page that fails only loses its detail.
        if (number === 1) throw error;
        break;
      }
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

async function readFirstPage(data: Uint8Array, maxPages = 1): Promise<PageContent[]> {
  const pages = await readPages(data, maxPages);
  return pages.length > 0 ? pages : [{ width: 612, height: 792, items: [] }];
}

// Private-use, replacement and control characters mean the glyphs could not be mapped without the font.
function looksGarbled(page: PageContent): boolean {
  for (const char of page.items.map((item) => item.str).join("")) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0xfffd || (code >= 0xe000 && code <= 0xf8ff) || (code < 0x20 && code !== 0x0a)) return true;
  }
  return false;
}

// Fewer letters and digits than this on page 1 cannot hold an invoice's summary: a page of images with a stray
// word, a scanner's stamp, an invisible layer of a few words.
const MIN_TEXT_CHARS = 40;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;

/**
 * Page 1 has text an invoice can be read from: enough letters and digits, and most of what it prints mapped to
 * them. A few unmapped glyphs (a CID font whose spaces map to U+0000, an icon in a private-use slot) do not make
 * a text page a scan.
 */
export function hasUsableText(pages: readonly PageContent[]): boolean {
  const first = pages[0];
  if (!first) return false;
  const text = first.items
    .map((item) => item.str)
    .join("")
    .replace(/\s/g, "");
  const usable = text.match(LETTER_OR_DIGIT)?.length ?? 0;
  return usable >= MIN_TEXT_CHARS && usable >= text.length / 2;
}

/**
 * Pages 1..limits.maxPages read by OCR (ocr/read-scan.ts), each marked `scanned`. Throws `PageTextFailure` strings,
 * or the scan's own (UNREADABLE_SCAN, SCAN_TOO_SLOW).
 */
export async function readScannedPages(pdf: Uint8Array, limits: ScanLimits): Promise<PageContent[]> {
  const task = getDocument({
    data: pdf.slice(),
    disableFontFace: true,
    verbosity: 0,
    cMapUrl: CMAP_URL,
    cMapPacked: true,
  });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    const name = error instanceof Error ? error.name : "";
    throw name === "PasswordException" ? "encrypted" : "unreadable";
  }
  try {
    // Loaded with the first scan: Tesseract and the engine are not needed to read a text layer.
    const { readScan } = await import("./ocr/read-scan.ts");
    return await readScan(doc, limits);
  } finally {
    await task.destroy();
  }
}

/** Page 1's text runs with their positions. Throws `PageTextFailure` strings. */
export async function readPageContent(pdf: Uint8Array): Promise<PageContent> {
  return (await readPageContents(pdf, 1))[0] as PageContent;
}

/**
 * Pages 1..maxPages' text runs (page 1 first, never empty). Page 1 decides whether the fonts can be skipped.
 * Throws `PageTextFailure` strings.
 */
export async function readPageContents(pdf: Uint8Array, maxPages = MAX_PAGES): Promise<PageContent[]> {
  try {
    const fast = hideFontPrograms(pdf);
    if (fast.hidden > 0) {
      const pages = await readFirstPage(fast.data, maxPages);
      const first = pages[0] as PageContent;
      if (first.items.length > 0 && !pages.some(looksGarbled)) return pages;
    }
    return await readFirstPage(pdf.slice(), maxPages);
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    throw name === "PasswordException" ? "encrypted" : "unreadable";
  }
}
