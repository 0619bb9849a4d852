// GNU enscript (plain text to PostScript) piped through Ghostscript's ps2pdf: the invoice a legacy billing system
// prints as fixed-width text. Courier, one show per line, columns made of runs of spaces; a Latin-2 font encoding
// for Polish and Czech; `-r` prints landscape (Ghostscript marks the page /Rotate 90).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "./common.ts";
import type { ProducerInvoice } from "./invoices.ts";

const WIDTH = 78;

function columns(left: string, right: string, at = WIDTH): string {
  return `${left}${" ".repeat(Math.max(2, at - left.length - right.length))}${right}`;
}

export function plainText(inv: ProducerInvoice): string {
  const flat = (s: string) => s.replace(/[\u202f\u00a0\u2009]/g, " ").replace(/[\u2013]/g, "-");
  const lines: string[] = [];
  lines.push(columns(inv.seller.lines[0] ?? "", inv.title.toUpperCase()));
  for (const l of inv.seller.lines.slice(1)) lines.push(l);
  lines.push("");
  const width = Math.max(...inv.header.map(([l]) => l.length)) + 2;
  for (const [label, value] of inv.header) lines.push(`${`${label}:`.padEnd(width)}  ${flat(value)}`);
  lines.push("");
  for (const l of inv.billTo) lines.push(`    ${l}`);
  lines.push("");
  lines.push(columns(inv.words.description, inv.words.amount));
  lines.push("-".repeat(WIDTH));
  for (const [l, v] of inv.services) lines.push(columns(l, flat(v)));
  lines.push("-".repeat(WIDTH));
  for (const [l, v] of inv.summary) lines.push(columns(`${" ".repeat(34)}${l}`, flat(v)));
  lines.push("=".repeat(WIDTH));
  lines.push("");
  lines.push(flat(inv.note));
  return `${lines.join("\n")}\n`;
}

export function render(inv: ProducerInvoice, out: string, dir: string): void {
  const latin2 = inv.lang === "pl" || inv.lang === "cs";
  const landscape = inv.traits.some((t) => t.includes("landscape"));
  // enscript's page header: file name, the day it was printed (not the invoice date) and the page number.
  const header = inv.traits.some((t) => t.includes("page header"))
    ? `-b 'invoice-${inv.expected.invoice_number}.txt|Printed Thu Nov 26 09:14:02 2026|Page $% of $='`
    : "-B";
  const text = plainText(inv);
  writeFileSync(join(dir, "invoice.txt"), Buffer.from(text, "utf8"));
  run(
    "sh",
    [
      "-c",
      `iconv -f UTF-8 -t ${latin2 ? "ISO-8859-2" : "ISO-8859-1"}//TRANSLIT invoice.txt > invoice.enc && enscript -q ${latin2 ? "-X latin2" : "-X latin1"} ${landscape ? "-r" : ""} -M A4 -f Courier10 ${header} -o invoice.ps invoice.enc && ps2pdf invoice.ps "${out}"`,
    ],
    { cwd: dir },
  );
}
