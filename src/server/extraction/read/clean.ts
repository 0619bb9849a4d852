import { findDates } from "./dates.ts";
import { memoByString } from "./memo.ts";

function blank(text: string): string {
  if (!/\d/.test(text)) return text;
  let out = text;
  const blank = (start: number, end: number) => {
    out = out.slice(0, start) + " ".repeat(end - start) + out.slice(end);
  };
  for (const date of findDates(out)) blank(date.start, date.end);
  for (const m of out.matchAll(/\([^()]*=[^()]*\)|\d+(?:[.,]\d+)?\s?%|\b\d{1,2}:\d{2}\b/g)) {
    blank(m.index ?? 0, (m.index ?? 0) + m[0].length);
  }
  return out;
}

/** Blanks out (keeping offsets) what looks like a number but is not an amount: dates, percentages, rates. */
export const blankNonAmounts = memoByString(blank);
