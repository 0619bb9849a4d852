// The HTML a web billing system hands to its PDF engine (Chromium, WeasyPrint, wkhtmltopdf): one element per block,
// amounts right-aligned, a forced page break where the document has one.
import { escapeHtml as e } from "../producer-invoices/common.ts";
import type { Block, Pair, TrapDoc } from "./model.ts";

const pairRows = (rows: Pair[], strongLast = false) =>
  rows
    .map(
      ([label, value], i) =>
        `<tr${strongLast && i === rows.length - 1 ? ' class="strong"' : ""}><td>${e(label)}</td><td class="r">${e(value)}</td></tr>`,
    )
    .join("\n");

function block(b: Block): string {
  switch (b.kind) {
    case "title":
      return `<h1>${e(b.text)}</h1>`;
    case "lines":
      return `<p>${b.lines.map(e).join("<br>")}</p>`;
    case "facts":
      return `<table class="${b.boxed ? "box" : "facts"}">${b.rows
        .map(([l, v]) => `<tr><td class="l">${e(l)}</td><td${b.boxed ? ' class="r"' : ""}>${e(v)}</td></tr>`)
        .join("\n")}</table>`;
    case "table":
      return `<table class="items"><tr>${b.head.map((h, i) => `<th${i === b.head.length - 1 ? ' class="r"' : ""}>${e(h)}</th>`).join("")}</tr>
${b.rows.map((r) => `<tr>${r.map((c, i) => `<td${i === r.length - 1 ? ' class="r"' : ""}>${e(c)}</td>`).join("")}</tr>`).join("\n")}</table>`;
    case "summary":
      return `<table class="summary">${pairRows(b.rows, true)}</table>`;
    case "columns":
      return `<table class="cols"><tr><td><table class="half">${pairRows(b.left)}</table></td><td><table class="half">${pairRows(b.right, true)}</table></td></tr></table>`;
    case "note":
      return `<p class="small">${e(b.text)}</p>`;
    case "pagebreak":
      return `<div class="break"></div>`;
  }
}

export function trapHtml(doc: TrapDoc, font: string): string {
  return `<!DOCTYPE html>
<html lang="${doc.lang}"><head><meta charset="utf-8"><title>${e(doc.name)}</title>
<style>
@page { size: A4; margin: 16mm; }
body { font-family: ${font}; font-size: 9.5pt; color: #222; }
h1 { font-size: 18pt; margin: 0 0 4mm 0; }
table { border-collapse: collapse; }
td, th { padding: 1mm 2mm; vertical-align: top; }
th { text-align: left; border-bottom: 1px solid #888; }
.r { text-align: right; white-space: nowrap; }
td.l { color: #555; }
.items { width: 100%; margin: 4mm 0; }
.summary { width: 55%; margin: 4mm 0 4mm 45%; }
.box { border: 1.5px solid #333; margin: 3mm 0; width: 50%; }
.box td { font-weight: bold; }
.cols { width: 100%; margin: 4mm 0; }
.cols > tbody > tr > td { width: 50%; }
.half { width: 95%; }
tr.strong td { font-weight: bold; border-top: 1px solid #333; }
.small { font-size: 7.5pt; color: #555; margin-top: 6mm; }
.break { page-break-after: always; break-after: page; }
</style></head>
<body>
${doc.blocks.map(block).join("\n")}
</body></html>
`;
}
