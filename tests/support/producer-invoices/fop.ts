// Apache FOP (Debian's fop): XSL-FO, as Java billing systems print; base-14 Helvetica in WinAnsi, tables with
// right-aligned amounts, no-break spaces kept as such.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { run, escapeHtml as x } from "./common.ts";
import type { ProducerInvoice } from "./invoices.ts";

// WinAnsi has the no-break space, not the narrow one.
const e = (text: string) => x(text.replace(/[\u202f\u2009]/g, "\u00a0"));

export function render(inv: ProducerInvoice, out: string, dir: string): void {
  const row = ([l, v]: [string, string], bold = false) =>
    `<fo:table-row${bold ? ' font-weight="bold"' : ""}><fo:table-cell padding="1mm"><fo:block>${e(l)}</fo:block></fo:table-cell><fo:table-cell padding="1mm"><fo:block text-align="end">${e(v)}</fo:block></fo:table-cell></fo:table-row>`;
  const source = `<?xml version="1.0" encoding="UTF-8"?>
<fo:root xmlns:fo="http://www.w3.org/1999/XSL/Format" font-family="Helvetica" font-size="9.5pt">
<fo:layout-master-set><fo:simple-page-master master-name="A4" page-width="210mm" page-height="297mm" margin="18mm"><fo:region-body/></fo:simple-page-master></fo:layout-master-set>
<fo:page-sequence master-reference="A4"><fo:flow flow-name="xsl-region-body">
<fo:table width="100%"><fo:table-column column-width="55%"/><fo:table-column column-width="45%"/><fo:table-body><fo:table-row>
<fo:table-cell><fo:block font-size="18pt" font-weight="bold" space-after="4mm">${e(inv.title)}</fo:block>${inv.seller.lines.map((l) => `<fo:block>${e(l)}</fo:block>`).join("")}</fo:table-cell>
<fo:table-cell><fo:table><fo:table-column column-width="45%"/><fo:table-column column-width="55%"/><fo:table-body>
${inv.header.map(([l, v]) => `<fo:table-row><fo:table-cell><fo:block color="#555555">${e(l)}:</fo:block></fo:table-cell><fo:table-cell><fo:block>${e(v)}</fo:block></fo:table-cell></fo:table-row>`).join("\n")}
</fo:table-body></fo:table></fo:table-cell></fo:table-row></fo:table-body></fo:table>
<fo:block space-before="8mm">${inv.billTo.map((l) => `<fo:block>${e(l)}</fo:block>`).join("")}</fo:block>
<fo:table width="100%" space-before="8mm"><fo:table-column column-width="75%"/><fo:table-column column-width="25%"/>
<fo:table-header><fo:table-row font-weight="bold" border-bottom="0.5pt solid black"><fo:table-cell padding="1mm"><fo:block>${e(inv.words.description)}</fo:block></fo:table-cell><fo:table-cell padding="1mm"><fo:block text-align="end">${e(inv.words.amount)}</fo:block></fo:table-cell></fo:table-row></fo:table-header>
<fo:table-body>${inv.services.map((r) => row(r)).join("\n")}</fo:table-body></fo:table>
<fo:table width="100%" space-before="6mm"><fo:table-column column-width="45%"/><fo:table-column column-width="30%"/><fo:table-column column-width="25%"/>
<fo:table-body>${inv.summary.map(([l, v], i) => `<fo:table-row${i === inv.summary.length - 1 ? ' font-weight="bold"' : ""}><fo:table-cell><fo:block/></fo:table-cell><fo:table-cell padding="1mm"><fo:block>${e(l)}</fo:block></fo:table-cell><fo:table-cell padding="1mm"><fo:block text-align="end">${e(v)}</fo:block></fo:table-cell></fo:table-row>`).join("\n")}</fo:table-body></fo:table>
<fo:block space-before="10mm" font-size="8pt">${e(inv.note)}</fo:block>
</fo:flow></fo:page-sequence></fo:root>
`;
  writeFileSync(join(dir, "invoice.fo"), source);
  run("fop", ["-q", "-fo", "invoice.fo", "-pdf", out], { cwd: dir });
}
