// librsvg (`rsvg-convert -f pdf`, Debian's librsvg2-bin): an SVG invoice as a reporting tool draws it; text
// anchored at its end for amounts, SVG letter-spacing, group transforms; cairo writes the PDF underneath.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { escapeHtml as e, run } from "./common.ts";
import type { ProducerInvoice } from "./invoices.ts";

const CJK = new Set(["ja", "zh", "ko"]);

export function render(inv: ProducerInvoice, out: string, dir: string): void {
  const font = CJK.has(inv.lang) ? "WenQuanYi Zen Hei" : "DejaVu Sans";
  const spaced = inv.traits.some((t) => t.includes("letter-spaced amounts"));
  const parts: string[] = [];
  const text = (x: number, y: number, s: string, size = 9, extra = "") =>
    parts.push(`<text x="${x}" y="${y}" font-size="${size}" ${extra}>${e(s)}</text>`);
  const amount = (x: number, y: number, s: string, size = 9, bold = false) =>
    text(
      x,
      y,
      s,
      size,
      `text-anchor="end"${spaced ? ' letter-spacing="2.4"' : ""}${bold ? ' font-weight="bold"' : ""}`,
    );
  text(50, 70, inv.title, 18, 'font-weight="bold"');
  let y = 96;
  for (const line of inv.seller.lines) {
    text(50, y, line, 8.5);
    y += 12;
  }
  let hy = 70;
  for (const [l, v] of inv.header) {
    text(345, hy, `${l}:`, 8.5, 'fill="#555"');
    text(450, hy, v, 8.5);
    hy += 13;
  }
  y = Math.max(y, hy) + 20;
  for (const l of inv.billTo) {
    text(50, y, l, 9);
    y += 12;
  }
  y += 20;
  text(50, y, inv.words.description, 9, 'font-weight="bold"');
  amount(545, y, inv.words.amount, 9, true);
  y += 16;
  for (const [l, v] of inv.services) {
    text(50, y, l);
    amount(545, y, v);
    y += 14;
  }
  // The summary as a group moved into place by a transform.
  const rows = inv.summary.map(([l, v], i) => {
    const bold = i === inv.summary.length - 1 ? ' font-weight="bold"' : "";
    return `<text x="0" y="${i * 16}" font-size="9.5"${bold}>${e(l)}</text><text x="245" y="${i * 16}" font-size="9.5" text-anchor="end"${spaced ? ' letter-spacing="2.4"' : ""}${bold}>${e(v)}</text>`;
  });
  parts.push(`<g transform="translate(300 ${y + 20})">${rows.join("")}</g>`);
  text(50, y + 40 + inv.summary.length * 16, inv.note, 7.5);
  const svg = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="595pt" height="842pt" viewBox="0 0 595 842" font-family="${font}" fill="#222">
${parts.join("\n")}
</svg>
`;
  writeFileSync(join(dir, "invoice.svg"), svg);
  run("rsvg-convert", ["-f", "pdf", "-o", out, "invoice.svg"], { cwd: dir });
}
