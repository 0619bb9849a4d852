// pdfTeX (`pdflatex`, Debian's texlive-latex-base with Latin Modern in T1 encoding and generated ToUnicode maps):
// kerned TJ arrays, inter-word spaces drawn as positioning with no space glyph, grouping spaces typeset as TeX's
// thin space (\,).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "./common.ts";
import type { ProducerInvoice } from "./invoices.ts";

function tex(text: string): string {
  return text
    .replace(/\\/g, "\\textbackslash{}")
    .replace(/([&%$#_{}])/g, "\\$1")
    .replace(/~/g, "\\textasciitilde{}")
    .replace(/\^/g, "\\textasciicircum{}")
    .replace(/€/g, "\\texteuro{}")
    .replace(/£/g, "\\pounds{}")
    .replace(/(\d)[\u202f\u00a0\u2009 ](?=\d{3})/g, "$1\\,")
    .replace(/–/g, "--");
}

export function render(inv: ProducerInvoice, out: string, dir: string): void {
  const rows = (pairs: Array<[string, string]>) =>
    pairs.map(([l, v]) => `${tex(l)} & ${tex(v)} \\\\`).join("\n");
  const last = inv.summary.at(-1) ?? ["", ""];
  const source = `\\pdfgentounicode=1
\\input glyphtounicode
\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{lmodern,textcomp}
\\usepackage[margin=20mm]{geometry}
\\pagestyle{empty}
\\pdfinfoomitdate=1 \\pdftrailerid{} \\pdfsuppressptexinfo=-1
\\begin{document}
\\noindent\\begin{minipage}[t]{0.5\\textwidth}
{\\LARGE\\bfseries ${tex(inv.title)}}\\\\[4mm]
${inv.seller.lines.map(tex).join("\\\\\n")}
\\end{minipage}\\hfill
\\begin{minipage}[t]{0.45\\textwidth}
\\begin{tabular}{@{}ll@{}}
${rows(inv.header.map(([l, v]) => [`${l}:`, v]))}
\\end{tabular}
\\end{minipage}

\\vspace{8mm}\\noindent ${inv.billTo.map(tex).join("\\\\\n")}

\\vspace{8mm}\\noindent\\begin{tabular*}{\\textwidth}{@{}l@{\\extracolsep{\\fill}}r@{}}
\\textbf{${tex(inv.words.description)}} & \\textbf{${tex(inv.words.amount)}} \\\\ \\hline
${rows(inv.services)}
\\end{tabular*}

\\vspace{6mm}\\hfill\\begin{tabular}{@{}lr@{}}
${rows(inv.summary.slice(0, -1))}
\\hline
\\textbf{${tex(last[0])}} & \\textbf{${tex(last[1])}} \\\\
\\end{tabular}

\\vspace{10mm}\\noindent{\\small ${tex(inv.note)}}
\\end{document}
`;
  writeFileSync(join(dir, "invoice.tex"), source);
  run("pdflatex", ["-interaction=nonstopmode", "-halt-on-error", "invoice.tex"], { cwd: dir });
  run("cp", [join(dir, "invoice.pdf"), out]);
}
