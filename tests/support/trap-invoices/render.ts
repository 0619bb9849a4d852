// Prints one trap document through its producer: Chromium (playwright-core), WeasyPrint, wkhtmltopdf (HTML), or
// GNU enscript piped into Ghostscript's ps2pdf (fixed-width text).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { run } from "../producer-invoices/common.ts";
import { trapHtml } from "./html.ts";
import type { TrapDoc } from "./model.ts";
import { trapText } from "./text.ts";

const CJK = new Set(["ja", "zh", "ko"]);

async function printChromium(html: string, out: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const page = await browser.newPage();
    await page.goto(`file://${html}`);
    await page.pdf({ path: out, format: "A4" });
  } finally {
    await browser.close();
  }
}

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
  if (doc.producer === "chromium") return printChromium(html, out);
  if (doc.producer === "weasyprint") return run("weasyprint", [html, out]);
  if (doc.producer === "wkhtmltopdf") return run("wkhtmltopdf", ["--quiet", "-s", "A4", html, out]);
  throw new Error(`${doc.name}: no renderer for ${doc.producer}`);
}
