// GNU groff (`groff -k -t -ms -Tpdf`, gropdf): troff typesetting with tbl tables; words placed one by one with
// kerning, spaces drawn as positioning, Latin-1 fonts (Times for the text, Helvetica for the table).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "./common.ts";
import type { ProducerInvoice } from "./invoices.ts";

// troff reads a leading dot or apostrophe as a request, and backslashes as escapes.
const t = (text: string) =>
  text
    .replace(/\\/g, "\\e")
    .replace(/^([.'])/, "\\&$1")
    .replace(/\u202f|\u00a0/g, "\\~");

export function render(inv: ProducerInvoice, out: string, dir: string): void {
  const rows = (pairs: Array<[string, string]>) => pairs.map(([l, v]) => `${t(l)}\t${t(v)}`).join("\n");
  const source = `.nr PS 10
.nr VS 13
.nr LL 6.3i
.ds CH
.LP
.ps 18
.B "${t(inv.title)}"
.ps 10
.sp 0.5
${inv.seller.lines.map((l) => `${t(l)}\n.br`).join("\n")}
.sp 1
.TS
tab(\t);
l l.
${rows(inv.header)}
.TE
.sp 1
${inv.billTo.map((l) => `${t(l)}\n.br`).join("\n")}
.sp 1
.TS
tab(\t) expand;
lfB rfB
l r.
${t(inv.words.description)}\t${t(inv.words.amount)}
_
${rows(inv.services)}
.TE
.sp 1
.TS
tab(\t);
l r.
${rows(inv.summary.slice(0, -1))}
_
.T&
lfB rfB.
${rows(inv.summary.slice(-1))}
.TE
.sp 2
.ps 8
${t(inv.note)}
`;
  writeFileSync(join(dir, "invoice.ms"), source);
  run("sh", ["-c", `groff -k -t -ms -Tpdf -P-pa4 invoice.ms > "${out}"`], { cwd: dir });
}
