import { LAW_ARTICLE_BEFORE } from "../lexicon/text-words.ts";
import { ISO_CODES, type LocalSymbols, SYMBOLS, symbolCurrency } from "./currency.ts";

/** How a document writes numbers: which character separates the decimals. */
export type NumberConvention = { decimal: "." | "," };

/** An amount found in a piece of text. `currency` is null when none is printed next to it. */
export type AmountToken = {
  value: number;
  negative: boolean;
  currency: string | null;
  /** Character offsets in the text it was found in. */
  start: number;
  end: number;
  raw: string;
  /** Printed with decimals (".56"): quantities and ids rarely are. */
  hasDecimals: boolean;
};

const SYMBOL_ALT = SYMBOLS.map(([s]) => s.replace(/[$.]/g, (c) => `\\${c}`)).join("|");
const CODE_ALT = [...ISO_CODES].join("|");
// A code may be glued to its number ("JPY1,104"): it is then the number's currency, never a word before it.
const CUR = `(?:${SYMBOL_ALT}|\\b(?:${CODE_ALT})(?:\\b|(?=\\d)))`;
// Digits with grouping by comma, dot, space, no-break space or apostrophe (Indian 12,48,730 too), then decimals.
const NUM = String.raw`\d{1,3}(?:[,.' \u00a0\u202f]\d{2,3})+(?:[.,]\d{1,3})?|\d+(?:[.,]\d{1,3})?`;
// A letter next to a number makes it part of a word ("A123", "x2"), except CJK and Hangul, which print amounts
// glued to their labels and units ("請求金額12,345", "12,345円", "합계12,345").
const CJK = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`;
const AMOUNT_RE = new RegExp(
  String.raw`(?<!(?![${CJK}])[\p{L}\p{N}\-/._,])(?<lead>[-−(]\s?)?(?<cur1>${CUR})?\s?(?<sign>[-−(]\s?)?(?<num>${NUM})(?<trail>\)|-(?![\d])|\s?(?:CR|Cr)\b)?(?:\s?(?<cur2>${CUR}))?(?!(?![${CJK}])[\p{L}\p{N}/])`,
  "gu",
);

// Separators that must not be read as grouping or decimals: runs of digits are then separate numbers.
function splitsAtSpace(num: string): boolean {
  return /[ \u00a0\u202f]/.test(num) && !/^\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d{1,3})?$/.test(num);
}

/** The value of a printed number under the document's convention, or null when it cannot be one. */
export function numberValue(num: string, convention: NumberConvention): number | null {
  const compact = num.replace(/[ \u00a0\u202f']/g, "");
  const other = convention.decimal === "." ? "," : ".";
  const lastDecimal = compact.lastIndexOf(convention.decimal);
  const lastOther = compact.lastIndexOf(other);
  // "1,234" in a dot-decimal document is grouping; "1.234,56" too. A lone other-separator with 1-2 digits
  // after it ("12,50" in a dot document) is a decimal after all: the document mixes conventions.
  if (lastOther > lastDecimal) {
    const tail = compact.length - lastOther - 1;
    if (tail !== 3 && lastDecimal < 0 && compact.split(other).length === 2) {
      return Number(compact.replace(other, "."));
    }
    if (lastDecimal >= 0) return null;
    return Number(compact.split(other).join(""));
  }
  const [int = "", dec] =
    lastDecimal >= 0 ? [compact.slice(0, lastDecimal), compact.slice(lastDecimal + 1)] : [compact];
  const digits = int.split(other).join("");
  if (!/^\d+$/.test(digits) || (dec !== undefined && !/^\d+$/.test(dec))) return null;
  return Number(dec === undefined ? digits : `${digits}.${dec}`);
}

/**
 * Every amount in `text`: "$4.11", "USD 212.56", "-320.80", "(12.00)", "12.00-", "12.00 CR", "1.234,56 €",
 * "1 234,56", "12,48,730.40", "¥12,345". Dates and percentages must be removed from the text first.
 */
export function findAmounts(
  text: string,
  convention: NumberConvention,
  dollar: string | LocalSymbols = "USD",
): AmountToken[] {
  const tokens: AmountToken[] = [];
  // Most label and heading text holds no digit: the pattern would try every position of it for nothing.
  if (!/\d/.test(text)) return tokens;
  for (const match of text.matchAll(AMOUNT_RE)) {
    const groups = match.groups ?? {};
    let num = groups.num ?? "";
    let end = (match.index ?? 0) + match[0].length;
    if (splitsAtSpace(num)) {
      const first = num.split(/[ \u00a0\u202f]/)[0] ?? num;
      end -= match[0].length - (match[0].indexOf(num) + first.length);
      num = first;
    }
    const value = numberValue(num, convention);
    if (value === null || !Number.isFinite(value)) continue;
    const cur = groups.cur1 ?? groups.cur2 ?? null;
    const currency = cur === null ? null : ISO_CODES.has(cur) ? cur : symbolCurrency(cur, dollar);
    const lead = groups.lead ?? groups.sign ?? "";
    const trail = groups.trail ?? "";
    const negative = /[-−(]/.test(lead) || trail === "-" || trail === ")" || /cr/i.test(trail);
    const decimalAt = num.lastIndexOf(convention.decimal);
    tokens.push({
      value,
      negative,
      currency,
      start: match.index ?? 0,
      end,
      raw: text.slice(match.index ?? 0, end),
      hasDecimals: decimalAt >= 0 && num.length - decimalAt - 1 <= 2,
    });
  }
  return tokens.filter((token) => !isInIdentifier(text, token) && !isArticleNumber(text, token));
}

// "Art. 196 Directive 2006/112/EC", "§ 13b UStG", "artículo 84": the number of a law's article, never an amount
// (the words are the language files' lawArticles).
const ARTICLE_BEFORE = LAW_ARTICLE_BEFORE;

function isArticleNumber(text: string, token: AmountToken): boolean {
  return (
    !token.hasDecimals &&
    token.currency === null &&
    ARTICLE_BEFORE.test(text.slice(Math.max(0, token.start - 12), token.start))
  );
}

// Three or more whole numbers in a row, one space apart, that do not group into one number: an identifier
// printed in blocks (a VAT id "GB 123 4567 89", a phone number "+1 650 253 0000"), never an amount.
const DIGIT_BLOCKS = /(?<![\d.,])\d+(?:[ \u00a0\u202f]\d+){2,}(?![\d.,])/g;

function isInIdentifier(text: string, token: AmountToken): boolean {
  if (token.hasDecimals || token.currency !== null) return false;
  for (const match of text.matchAll(DIGIT_BLOCKS)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    if (token.start >= start && token.end <= end && !/^\d{1,3}(?:[ \u00a0\u202f]\d{3})+$/.test(match[0]))
      return true;
  }
  return false;
}

const DOT_DECIMAL = [
  /^\d{1,3}(?:,\d{3})+\.\d{1,2}$/,
  /^\d{1,3}(?:,\d{2})+,\d{3}\.\d{1,2}$/,
  /^\d{1,3}(?:'\d{3})+\.\d{1,2}$/,
  /^\d+\.\d{2}$/,
];
const COMMA_DECIMAL = [
  /^\d{1,3}(?:\.\d{3})+,\d{1,2}$/,
  /^\d{1,3}(?:[ \u00a0\u202f]\d{3})+,\d{1,2}$/,
  /^\d+,\d{2}$/,
];

/** Decides the document's decimal separator once, from every number printed on it. */
export function decideConvention(texts: string[]): NumberConvention {
  let dot = 0;
  let comma = 0;
  for (const text of texts) {
    for (const match of text.matchAll(/\d[\d,.' \u00a0\u202f]*\d/g)) {
      const token = match[0];
      if (DOT_DECIMAL.some((re) => re.test(token))) dot++;
      else if (COMMA_DECIMAL.some((re) => re.test(token))) comma++;
    }
  }
  return { decimal: comma > dot ? "," : "." };
}
