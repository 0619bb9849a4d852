import { CONNECTOR_ALT, MONTH_ALT, monthOf, ORDINAL_ALT } from "../lexicon/months.ts";
import { fold } from "./fold.ts";
import { memoByString } from "./memo.ts";

export type DateOrder = "dmy" | "mdy";

/** A date printed on the page. `ambiguous` when day and month could be swapped (01/03/2026). */
export type DateToken = {
  start: number;
  end: number;
  raw: string;
  year: number;
  /** For numeric dates: the first and second numbers; for named months: month and day. */
  a: number;
  b: number;
  kind: "named" | "iso" | "dotted" | "slashed";
  separator: string;
};

function year4(raw: string): number {
  const year = Number(raw);
  return raw.length === 2 ? 2000 + year : year;
}

type Build = (m: RegExpMatchArray) => Omit<DateToken, "start" | "end" | "raw"> | null;

/**
 * A date with its month named, from the regex groups that hold the year, the month name and the day (the order
 * they are printed in differs by language). A two-digit year is read as 20xx.
 */
function namedMonth(group: { year: number; month: number; day: number }): Build {
  return (m) => ({
    year: year4(m[group.year] ?? ""),
    a: monthOf(m[group.month] ?? ""),
    b: Number(m[group.day]),
    kind: "named",
    separator: " ",
  });
}
// Which texts a pattern can match at all: a named month, or one of its separators (cheap tests before the regex).
type Gate = "name" | string;
const PATTERNS: Array<[RegExp, Build, Gate]> = [
  // 2026-03-01, 2026/03/01, 2026.03.01, 2026-03-01T00:00:00Z
  [
    /\b(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?:\b|(?=t\d))/g,
    (m) => ({ year: Number(m[1]), a: Number(m[3]), b: Number(m[4]), kind: "iso", separator: m[2] ?? "-" }),
    "-/.",
  ],
  // 2026年3月1日 · 2026 年 03 月 01 日
  [
    /(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/g,
    (m) => ({ year: Number(m[1]), a: Number(m[2]), b: Number(m[3]), kind: "iso", separator: "年" }),
    "年",
  ],
  // 2026년 3월 1일
  [
    /(\d{4})\s*년\s*(\d{1,2})\s*월\s*(\d{1,2})\s*일/g,
    (m) => ({ year: Number(m[1]), a: Number(m[2]), b: Number(m[3]), kind: "iso", separator: "년" }),
    "년",
  ],
  // 2026. 3. 1. (Korean): year first, a space after each dot
  [
    /\b(\d{4})\.\s+(\d{1,2})\.\s+(\d{1,2})\b\.?/g,
    (m) => ({ year: Number(m[1]), a: Number(m[2]), b: Number(m[3]), kind: "iso", separator: ". " }),
    ". ",
  ],
  // March 1, 2026 · Mar 1 2026 · August 3 , 2014 (month names of any script: a letter may not stand before it;
  // ordinal endings and connectors are the language files' dateWords)
  [
    new RegExp(
      String.raw`(?<![\p{L}\p{N}])(${MONTH_ALT})\.?\s+(\d{1,2})(?:${ORDINAL_ALT})?\s*,?\s*(\d{4})\b`,
      "gu",
    ),
    namedMonth({ year: 3, month: 1, day: 2 }),
    "name",
  ],
  // 1 March 2026 · 1. März 2026 · 1er mars 2026 · 1 de marzo de 2026 · 30-APR-2026 · 01-Mar-26 · 2 Ιουλίου 2026
  [
    new RegExp(
      String.raw`\b(\d{1,2})(?:${ORDINAL_ALT}|º|°)?\.?(?:\s+(?:${CONNECTOR_ALT}))?[\s-]+(${MONTH_ALT})\.?(?:\s+(?:${CONNECTOR_ALT}))?[\s,-]+(\d{4}|\d{2})\b`,
      "gu",
    ),
    namedMonth({ year: 3, month: 2, day: 1 }),
    "name",
  ],
  // 2026. március 1. · 2026. márc. 1. (Hungarian: year, month name, day)
  [
    new RegExp(String.raw`\b(\d{4})\.?\s+(${MONTH_ALT})\.?\s+(\d{1,2})\b\.?`, "gu"),
    namedMonth({ year: 1, month: 2, day: 3 }),
    "name",
  ],
  // 01.03.2026 (day first wherever it is printed)
  [
    /\b(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})\b/g,
    (m) => ({ year: year4(m[3] ?? ""), a: Number(m[1]), b: Number(m[2]), kind: "dotted", separator: "." }),
    ".",
  ],
  // 9. 12. 2026 (Czech, Slovak): day first, a space after each dot, a four-digit year
  [
    /\b(\d{1,2})\. (\d{1,2})\. (\d{4})\b/g,
    (m) => ({ year: Number(m[3]), a: Number(m[1]), b: Number(m[2]), kind: "dotted", separator: ". " }),
    ". ",
  ],
  // 01/03/2026, 01-03-2026: either order
  [
    /\b(\d{1,2})([/-])(\d{1,2})\2(\d{4})\b/g,
    (m) => ({
      year: Number(m[4]),
      a: Number(m[1]),
      b: Number(m[3]),
      kind: "slashed",
      separator: m[2] ?? "/",
    }),
    "/-",
  ],
  // 3/1/26: a two-digit year, slashes only and standing alone (not part of an id or a path)
  [
    /(?<![\w/.-])(\d{1,2})\/(\d{1,2})\/(\d{2})(?![\w/.-])/g,
    (m) => ({ year: year4(m[3] ?? ""), a: Number(m[1]), b: Number(m[2]), kind: "slashed", separator: "/" }),
    "/",
  ],
];

// A month name as a whole word (one scan, no word list built).
const MONTH_WORD = new RegExp(`(?<!\\p{L})(?:${MONTH_ALT})(?!\\p{L})`, "u");

function hasMonthName(folded: string): boolean {
  return MONTH_WORD.test(folded);
}

function hasAny(text: string, chars: string): boolean {
  for (let i = 0; i < chars.length; i++) if (text.includes(chars[i] as string)) return true;
  return false;
}

function findDatesIn(text: string): DateToken[] {
  if (!/[\d\u0660-\u0669\u06f0-\u06f9]/.test(text)) return [];
  const folded = fold(text);
  const named = hasMonthName(folded);
  const found: DateToken[] = [];
  for (const [re, build, gate] of PATTERNS) {
    if (gate === "name" ? !named : !hasAny(text, gate)) continue;
    for (const m of folded.matchAll(re)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (found.some((d) => start < d.end && end > d.start)) continue;
      const parts = build(m);
      if (!parts || parts.year < 1990 || parts.year > 2100) continue;
      found.push({ ...parts, start, end, raw: text.slice(start, end) });
    }
  }
  return found.sort((x, y) => x.start - y.start);
}

/** Every date in `text` (any language the lexicon knows), in order, without overlaps. */
export const findDates = memoByString(findDatesIn);

function iso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Whether the token alone says which number is the day. */
export function isAmbiguous(token: DateToken): boolean {
  return token.kind === "slashed" && token.a <= 12 && token.b <= 12 && token.a !== token.b;
}

/** What a slashed date's own numbers say about the order ("25/03/2026" is day first), or null. */
export function orderEvidence(token: DateToken): DateOrder | null {
  if (token.kind !== "slashed") return null;
  if (token.a > 12 && token.b <= 12) return "dmy";
  if (token.b > 12 && token.a <= 12) return "mdy";
  return null;
}

/** YYYY-MM-DD for a token, slashed dates read in `order`. */
export function toIsoDate(token: DateToken, order: DateOrder): string | null {
  switch (token.kind) {
    case "iso":
      return iso(token.year, token.a, token.b);
    case "named":
      return iso(token.year, token.a, token.b);
    case "dotted":
      return iso(token.year, token.b, token.a);
    case "slashed": {
      const evidence = orderEvidence(token) ?? order;
      return evidence === "dmy" ? iso(token.year, token.b, token.a) : iso(token.year, token.a, token.b);
    }
  }
}

/** The first date in a string, for callers without a page (the language-model reply). */
export function parseDate(raw: string, order: DateOrder = "mdy"): string | null {
  const token = findDates(raw)[0];
  return token ? toIsoDate(token, order) : null;
}
