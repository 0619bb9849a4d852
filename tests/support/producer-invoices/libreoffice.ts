// LibreOffice headless (Debian's libreoffice-writer-nogui) converting the billing system's HTML to PDF: embedded
// TrueType subsets (CID fonts for CJK) with ToUnicode maps, one text run per word or line.
import { copyFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "./common.ts";
import { invoiceHtml } from "./html.ts";
import type { ProducerInvoice } from "./invoices.ts";

const CJK = new Set(["ja", "zh", "ko"]);

export function render(inv: ProducerInvoice, out: string, dir: string): void {
  const font = CJK.has(inv.lang) ? "'WenQuanYi Zen Hei', sans-serif" : "'Liberation Sans', sans-serif";
  writeFileSync(
    join(dir, "invoice.html"),
    invoiceHtml(inv, { font, tables: true, stacked: inv.traits.some((t) => t.includes("label above")) }),
  );
  run("soffice", [
    `-env:UserInstallation=file://${dir}/profile`,
    "--headless",
    "--convert-to",
    "pdf:writer_pdf_Export",
    "--infilter=HTML (StarWriter)",
    "--outdir",
    dir,
    join(dir, "invoice.html"),
  ]);
  copyFileSync(join(dir, "invoice.pdf"), out);
}
