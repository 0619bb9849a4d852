// A scanned invoice: the page printed by the PostScript driver (postscript.ts), rasterised at 300 dpi by poppler's
// pdftoppm, then read by Tesseract OCR (Debian's tesseract-ocr, eng+deu), which writes the image with an invisible
// text layer: render mode 3, a glyph-less font, one text object per word stretched with Tz to the word's box.
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "./common.ts";
import type { ProducerInvoice } from "./invoices.ts";
import { render as renderPostScript } from "./postscript.ts";

export function render(inv: ProducerInvoice, out: string, dir: string): void {
  const printed = join(dir, "printed.pdf");
  renderPostScript(inv, printed, dir);
  run("pdftoppm", ["-r", "300", "-gray", "-png", "-singlefile", printed, join(dir, "scan")]);
  run("tesseract", [join(dir, "scan.png"), join(dir, "ocr"), "-l", "eng+deu", "--dpi", "300", "pdf"]);
  copyFileSync(join(dir, "ocr.pdf"), out);
}
