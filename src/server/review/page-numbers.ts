import { printedValue } from "#shared/review/printed-value.ts";
import type { PrintedNumber } from "./render-protocol.ts";

interface TextRun {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

// An amount as printed: digits with thousands separators (",", ".", space, apostrophe) and decimals.
const NUMBER_RE = /\d{1,3}(?:[,.'\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?/g;

/**
 * The numbers a page prints, each with its box: what a visitor can click to fill a field, and what tells a
 * figure the page prints from one typed by the visitor. A number's box is its share of its run's width.
 */
export function pageNumbers(runs: readonly TextRun[]): PrintedNumber[] {
  const found: PrintedNumber[] = [];
  for (const run of runs) {
    const [, , c = 0, d = 0, x = 0, y = 0] = run.transform;
    const height = Math.hypot(c, d) || run.height || 10;
    const length = Math.max(1, run.str.length);
    for (const match of run.str.matchAll(NUMBER_RE)) {
      const value = printedValue(match[0]);
      if (value === null || Number.isNaN(value)) continue;
      const start = match.index ?? 0;
      const x0 = x + (run.width * start) / length;
      const x1 = x + (run.width * (start + match[0].length)) / length;
      found.push({
        text: match[0],
        value,
        box: [round(x0), round(y - height * 0.25), round(x1), round(y + height * 0.85)],
      });
    }
  }
  return found;
}

const round = (value: number) => Math.round(value * 10) / 10;
