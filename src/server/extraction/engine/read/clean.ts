import { DAY_WORDS } from "../lexicon/labels.ts";
import { findDates } from "./dates.ts";
import { memoByString } from "./memo.ts";

// A whole number before a word for days ("30 jours nets", "Net 30 days", "14 Tage"): a payment term.
const DAYS = new RegExp(
  `(?<![\\d.,])\\d{1,3}\\s?(?:${DAY_WORDS.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![\\p{L}])`,
  "giu",
);

const LEADERS = /[.·…_](?:\s?[.·…_]){2,}/g;

function blank(text: string): string {
  if (!/\d/.test(text)) return text;
  let out = text;
  const blank = (start: number, end: number) => {
    out = out.slice(0, start) + " ".repeat(end - start) + out.slice(end);
  };
  for (const date of findDates(out)) blank(date.start, date.end);
  // Dot leaders running into an amount ("Net total..........60.00 EUR").
  if (
    out.includes("..") ||
    out.includes(". .") ||
    out.includes("··") ||
    out.includes("…") ||
    out.includes("__")
  )
    for (const m of out.matchAll(LEADERS)) blank(m.index ?? 0, (m.index ?? 0) + m[0].length);
  for (const m of out.matchAll(DAYS)) blank(m.index ?? 0, (m.index ?? 0) + m[0].length);
  // Percentages: "24%", "24 %", and "%15" as right-to-left pages print them.
  for (const m of out.matchAll(
    /\([^()]*=[^()]*\)|\d+(?:[.,]\d+)?\s?%|%\s?\d+(?:[.,]\d+)?|\b\d{1,2}:\d{2}\b/g,
  )) {
    blank(m.index ?? 0, (m.index ?? 0) + m[0].length);
  }
  return out;
}

/**
 * Blanks out (keeping offsets) what looks like a number but is not an amount (dates, percentages, rates) and dot
 * leaders, which would hide the amount they lead to.
 */
export const blankNonAmounts = memoByString(blank);
