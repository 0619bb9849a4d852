// Prints one trap document through its producer: Chromium (playwright-core), WeasyPrint, wkhtmltopdf (HTML), or
// GNU enscript piped into Ghostscript's ps2pdf (fixed-width text).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { printHtmlWithChromium } from "../producer-invoices/chromium.ts";
import { run } from "../producer-invoices/common.ts";
import { trapHtml } from "./html.ts";
import type { TrapDoc } from "./model.ts";
import { trapText } from "./text.ts";

const CJK = new Set(["ja", "zh", "ko"]);

export async function render(doc: TrapDoc, out: string, dir: string): Promise<void> {
  if (doc.producer === "enscript") {
    writeFileSync(join(dir, "invoice.txt"), trapText(doc));
    run(
      "sh",
      [
        "-c",
        `iconv -f UTF-8 -t ISO-8859-1//TRANSLIT invoice.txt > invoice.enc && enscript -q -X latin1 -M A4 -f Courier9 -B -o invoice.ps invoice.enc && ps2pdf invoice.ps "${out}"`,
      ],
      { cwd: dir },
    );
    return;
  }
  const font = CJK.has(doc.lang)
    ? "'WenQuanYi Zen Hei', 'Noto Sans CJK JP', sans-serif"
    : "'DejaVu Sans', sans-serif";
  const html = join(dir, "invoice.html");
  writeFileSync(html, trapHtml(doc, doc.producer === "weasyprint" ? "'DejaVu Serif', serif" : font));
  if (doc.producer === "chromium") return printHtmlWithChromium(html, out);
  if (doc.producer === "weasyprint") return run("weasyprint", [html, out]);
  if (doc.producer === "wkhtmltopdf") return run("wkhtmltopdf", ["--quiet", "-s", "A4", html, out]);
  throw new Error(`${doc.name}: no renderer for ${doc.producer}`);
}
