// Chromium (Debian's chromium, driven by playwright-core) printing the billing system's HTML: embedded TrueType
// subsets with ToUnicode maps; right-to-left text shaped and drawn glyph by glyph in visual order.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { invoiceHtml } from "./html.ts";
import type { ProducerInvoice } from "./invoices.ts";

const CJK = new Set(["ja", "zh", "ko"]);

export async function render(inv: ProducerInvoice, out: string, dir: string): Promise<void> {
  const font = CJK.has(inv.lang) ? "'WenQuanYi Zen Hei', sans-serif" : "'DejaVu Sans', sans-serif";
  const html = join(dir, "invoice.html");
  writeFileSync(html, invoiceHtml(inv, { font, stacked: inv.traits.some((t) => t.includes("label above")) }));
  await printHtmlWithChromium(html, out);
}

/** Prints an HTML file to an A4 PDF with Debian's Chromium (CHROMIUM_PATH to use another). */
export async function printHtmlWithChromium(html: string, out: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const page = await browser.newPage();
    await page.goto(`file://${html}`);
    await page.pdf({ path: out, format: "A4" });
  } finally {
    await browser.close();
  }
}
