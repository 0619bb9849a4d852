import { getDocument, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import * as pdfjsWorker from "pdfjs-dist/legacy/build/pdf.worker.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api.js";
import { hideFontPrograms } from "./hide-font-programs.ts";
import { buildLines, type PositionedText } from "./text-lines.ts";

// pdf.js runs its "worker" code on this thread when it finds the module here (no nested worker, and the
// bundler sees a static import instead of a runtime file path).
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;

export type PageTextFailure = "encrypted" | "unreadable";

function toPositioned(item: TextItem): PositionedText {
  const [a = 0, b = 0, , , x = 0, y = 0] = item.transform as number[];
  return { str: item.str, x, y, width: item.width, height: item.height || Math.hypot(a, b) };
}

async function readFirstPage(data: Uint8Array): Promise<string> {
  const task = getDocument({ data, isEvalSupported: false, disableFontFace: true, verbosity: 0 });
  let doc: PDFDocumentProxy | null = null;
  try {
    doc = await task.promise;
    const page = await doc.getPage(1);
    // Our own normalizeText handles ligatures and spaces; pdf.js's NFKC pass is skipped to save time.
    const content = await page.getTextContent({ disableNormalization: true });
    const items = content.items.filter((item): item is TextItem => "str" in item).map(toPositioned);
    return buildLines(items);
  } finally {
    await (doc ? doc.destroy() : task.destroy());
  }
}

// Private-use, replacement and control characters mean the glyphs could not be mapped without the font.
function looksGarbled(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0xfffd || (code >= 0xe000 && code <= 0xf8ff) || (code < 0x20 && code !== 0x0a)) return true;
  }
  return false;
}

/** Page 1 text with lines rebuilt by position. Throws `PageTextFailure` strings. */
export async function extractPageText(pdf: Uint8Array): Promise<string> {
  try {
    const fast = hideFontPrograms(pdf);
    if (fast.hidden > 0) {
      const text = await readFirstPage(fast.data);
      if (text.trim() !== "" && !looksGarbled(text)) return text;
    }
    return await readFirstPage(pdf.slice());
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    throw name === "PasswordException" ? "encrypted" : "unreadable";
  }
}
