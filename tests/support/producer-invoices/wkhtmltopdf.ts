// wkhtmltopdf (Qt WebKit, Debian's package, offscreen): HTML to PDF with embedded subsets, text runs per word.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "./common.ts";
import { invoiceHtml } from "./html.ts";
import type { ProducerInvoice } from "./invoices.ts";

const CJK = new Set(["ja", "zh", "ko"]);

export function render(inv: ProducerInvoice, out: string, dir: string): void {
  const font = CJK.has(inv.lang) ? "'WenQuanYi Zen Hei', sans-serif" : "'DejaVu Sans', sans-serif";
  writeFileSync(
    join(dir, "invoice.html"),
    invoiceHtml(inv, { font, stacked: inv.traits.some((t) => t.includes("label above")) }),
  );
  run("wkhtmltopdf", ["--quiet", "-s", "A4", join(dir, "invoice.html"), out]);
}
