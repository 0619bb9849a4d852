// The HTML an online billing system would hand to an HTML-to-PDF engine (LibreOffice, wkhtmltopdf, WeasyPrint):
// a header with the seller and the invoice facts, a service table and a summary table with right-aligned amounts.
import { escapeHtml as e } from "./common.ts";
import type { ProducerInvoice } from "./invoices.ts";

// Languages written right to left: the page is set from its right edge (the browser or office suite mirrors the
// tables and draws the glyphs in visual order).
const RTL = new Set(["ar"]);

export type HtmlOptions = {
  font: string;
  /** CSS letter-spacing of the summary's labels and amounts (e.g. "0.25em"). */
  letterSpacing?: { labels?: string; amounts?: string };
  /** Header facts as a two-column table (LibreOffice keeps tables better than floats). */
  tables?: boolean;
  /** Header facts as a row of cells, each label above its value (upper case, small). */
  stacked?: boolean;
};

export function invoiceHtml(inv: ProducerInvoice, options: HtmlOptions): string {
  const labelStyle = options.letterSpacing?.labels
    ? ` style="letter-spacing:${options.letterSpacing.labels}"`
    : "";
  const amountStyle = options.letterSpacing?.amounts
    ? `letter-spacing:${options.letterSpacing.amounts};`
    : "";
  const cell = ([label, value]: [string, string]) =>
    `<td width="50%"><div class="cap"${labelStyle}>${e(label)}</div><div>${e(value)}</div></td>`;
  const header = options.stacked
    ? inv.header
        .flatMap((fact, i) =>
          i % 2 === 0
            ? [
                `<tr>${cell(fact)}${inv.header[i + 1] ? cell(inv.header[i + 1] as [string, string]) : ""}</tr>`,
              ]
            : [],
        )
        .join("\n")
    : inv.header
        .map(([label, value]) => `<tr><td class="l">${e(label)}:</td><td>${e(value)}</td></tr>`)
        .join("\n");
  const services = inv.services
    .map(([label, value]) => `<tr><td>${e(label)}</td><td class="r">${e(value)}</td></tr>`)
    .join("\n");
  const summary = inv.summary
    .map(
      ([label, value], i) =>
        `<tr${i === inv.summary.length - 1 ? ' class="total"' : ""}><td${labelStyle}>${e(label)}</td><td class="r" style="${amountStyle}">${e(value)}</td></tr>`,
    )
    .join("\n");
  return `<!DOCTYPE html>
<html lang="${inv.lang}"${RTL.has(inv.lang) ? ' dir="rtl"' : ""}><head><meta charset="utf-8"><title>${e(inv.title)} ${e(inv.expected.invoice_number)}</title>
<style>
@page { size: A4; margin: 18mm; }
body { font-family: ${options.font}; font-size: 10pt; color: #222; }
h1 { font-size: 20pt; margin: 0 0 6mm 0; }
table { border-collapse: collapse; }
td { padding: 1.2mm 2mm; vertical-align: top; }
td.l { color: #555; }
td.r { text-align: end; white-space: nowrap; }
.services, .summary { width: 100%; margin-top: 6mm; }
.services th { text-align: start; border-bottom: 1px solid #999; padding: 1.2mm 2mm; }
.summary { width: 60%; margin-inline-start: 40%; }
.summary tr.total td { font-weight: bold; border-top: 1px solid #333; }
.small { font-size: 8pt; color: #666; margin-top: 10mm; }
.facts { width: 100%; margin-top: 6mm; }
.facts td { width: 50%; padding: 0 6mm 2mm 0; }
.cap { font-size: 7pt; color: #666; }
</style></head>
<body>
${
  options.stacked
    ? `<h1>${e(inv.title)}</h1>${inv.seller.lines.map((l) => `${e(l)}<br>`).join("")}
<table class="facts" width="100%">${header}</table>`
    : `<table style="width:100%"><tr>
<td style="width:55%"><h1>${e(inv.title)}</h1>${inv.seller.lines.map((l) => `${e(l)}<br>`).join("")}</td>
<td><table>${header}</table></td>
</tr></table>`
}
<p>${inv.billTo.map((l, i) => (i === 0 ? `<b>${e(l)}</b>` : e(l))).join("<br>")}</p>
<table class="services"><tr><th>${e(inv.words.description)}</th><th style="text-align:end">${e(inv.words.amount)}</th></tr>
${services}
</table>
<table class="summary">
${summary}
</table>
<p class="small">${e(inv.note)}</p>
</body></html>
`;
}
