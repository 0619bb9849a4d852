// The same documents as a legacy billing system prints them in fixed-width text (for enscript): columns made of
// runs of spaces, a form feed for a page break, summaries pushed to the right margin.
import type { Block, Pair, TrapDoc } from "./model.ts";

const WIDTH = 80;
const flat = (s: string) => s.replace(/[\u202f\u00a0\u2009]/g, " ");
const right = (left: string, value: string, at = WIDTH) =>
  `${left}${" ".repeat(Math.max(2, at - [...left].length - [...value].length))}${value}`;

function pairs(rows: Pair[], indent: number, at = WIDTH): string[] {
  return rows.map(([l, v]) => right(`${" ".repeat(indent)}${l}`, flat(v), at));
}

function block(b: Block): string[] {
  switch (b.kind) {
    case "title":
      return [b.text.toUpperCase(), ""];
    case "lines":
      return [...b.lines, ""];
    case "facts": {
      const width = Math.max(...b.rows.map(([l]) => [...l].length)) + 2;
      return [...b.rows.map(([l, v]) => `${l.padEnd(width)}${flat(v)}`), ""];
    }
    case "table": {
      const widths = b.head
        .slice(0, -1)
        .map((_, i) => Math.max(...[b.head, ...b.rows].map((r) => [...(r[i] ?? "")].length)) + 2);
      const line = (r: string[]) =>
        right(
          r
            .slice(0, -1)
            .map((c, i) => c.padEnd(widths[i] ?? 0))
            .join(""),
          flat(r.at(-1) ?? ""),
        );
      return [line(b.head), "-".repeat(WIDTH), ...b.rows.map(line), "-".repeat(WIDTH), ""];
    }
    case "summary":
      return [...pairs(b.rows, 36), ""];
    case "columns": {
      const left = pairs(b.left, 0, 38);
      const rightCol = pairs(b.right, 0, 38);
      const n = Math.max(left.length, rightCol.length);
      return [
        ...Array.from({ length: n }, (_, i) => `${(left[i] ?? "").padEnd(42)}${rightCol[i] ?? ""}`),
        "",
      ];
    }
    case "note":
      return [flat(b.text), ""];
    case "pagebreak":
      return ["\f"];
  }
}

export function trapText(doc: TrapDoc): string {
  return `${doc.blocks.flatMap(block).join("\n")}\n`;
}
