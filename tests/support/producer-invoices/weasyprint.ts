// WeasyPrint (Debian's weasyprint): HTML/CSS to PDF through pydyf; CSS letter-spacing is drawn glyph by glyph.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "./common.ts";
import { invoiceHtml } from "./html.ts";
import type { ProducerInvoice } from "./invoices.ts";

const CJK = new Set(["ja", "zh", "ko"]);

export function render(inv: ProducerInvoice, out: string, dir: string): void {
  const font = CJK.has(inv.lang) ? "'WenQuanYi Zen Hei', sans-serif" : "'DejaVu Serif', serif";
  const letterSpacing = inv.traits.some((t) => t.includes("letter-spaced labels"))
    ? { labels: "0.3em" }
    : inv.traits.some((t) => t.includes("letter-spaced amounts"))
      ? { amounts: "0.35em" }
      : undefined;
  writeFileSync(
    join(dir, "invoice.html"),
    invoiceHtml(inv, { font, letterSpacing, stacked: inv.traits.some((t) => t.includes("label above")) }),
  );
  run("weasyprint", [join(dir, "invoice.html"), out]);
}
