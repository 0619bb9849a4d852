import { getDocument, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import * as pdfjsWorker from "pdfjs-dist/legacy/build/pdf.worker.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api.js";
import type { PageContent, PositionedText } from "../engine/layout/page-content.ts";
import { normalizeText } from "../engine/normalize-text.ts";
import { hideFontPrograms } from "./hide-font-programs.ts";

// pdf.js runs its "worker" code on this thread when it finds the module here (no nested worker, and the
// bundler sees a static import instead of a runtime file path).
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;

export type PageTextFailure = "encrypted" | "unreadable";

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

async function readFirstPage(data: Uint8Array): Promise<PageContent> {
  const task = getDocument({ data, isEvalSupported: false, disableFontFace: true, verbosity: 0 });
  let doc: PDFDocumentProxy | null = null;
  try {
    doc = await task.promise;
    const page = await doc.getPage(1);
    // Our own normalizeText handles ligatures and spaces; pdf.js's NFKC pass is skipped to save time.
    const content = await page.getTextContent({ disableNormalization: true });
    const items = content.items
      .filter((item): item is TextItem => "str" in item && item.str.trim() !== "")
      .map(toPositioned);
    const [x0 = 0, y0 = 0, x1 = 612, y1 = 792] = page.view;
    return { width: x1 - x0, height: y1 - y0, items };
  } finally {
    await (doc ? doc.destroy() : task.destroy());
  }
}

// Private-use, replacement and control characters mean the glyphs could not be mapped without the font.
function looksGarbled(page: PageContent): boolean {
  for (const char of page.items.map((item) => item.str).join("")) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0xfffd || (code >= 0xe000 && code <= 0xf8ff) || (code < 0x20 && code !== 0x0a)) return true;
  }
  return false;
}

/** Page 1's text runs with their positions. Throws `PageTextFailure` strings. */
export async function readPageContent(pdf: Uint8Array): Promise<PageContent> {
  try {
    const fast = hideFontPrograms(pdf);
    if (fast.hidden > 0) {
      const page = await readFirstPage(fast.data);
      if (page.items.length > 0 && !looksGarbled(page)) return page;
    }
    return await readFirstPage(pdf.slice());
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    throw name === "PasswordException" ? "encrypted" : "unreadable";
  }
}
