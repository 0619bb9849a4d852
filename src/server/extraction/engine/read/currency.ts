import { LANGUAGE_SYMBOLS, symbolHints } from "../lexicon/currency-words.ts";

// ISO 4217 codes that invoices print, and the symbols that stand for them.
export const ISO_CODES = new Set(
  (
    "USD EUR GBP CAD AUD NZD JPY INR BRL CHF SEK NOK DKK PLN CZK HUF KES ZAR SGD HKD MXN CNY KRW IDR MYR THB PHP " +
    "AED SAR ILS TRY NGN CLP COP ARS PEN TWD VND RON BGN ISK UAH EGP QAR KWD BHD OMR PKR BDT LKR MAD"
  ).split(" "),
);

/**
 * What a page's ambiguous symbols stand for, decided once per page from the seller and the page's language:
 * "$" (USD, CAD, AUD...), "¥"/"￥" (JPY, or CNY on a mainland Chinese page), "kr" (SEK, DKK or NOK; null when
 * nothing on the page says which).
 */
export type LocalSymbols = { dollar: string; yen: string; kronor: string | null; home?: string };

/** Symbols, longest first. null: resolved by the page's `LocalSymbols` ("$", "¥", "kr", "元"). */
export const SYMBOLS: Array<[string, string | null]> = [
  ["US$", "USD"],
  ["NT$", "TWD"],
  ["CN¥", "CNY"],
  ["JP¥", "JPY"],
  ["RMB", "CNY"],
  ["CA$", "CAD"],
  ["C$", "CAD"],
  ["AU$", "AUD"],
  ["A$", "AUD"],
  ["NZ$", "NZD"],
  ["R$", "BRL"],
  ["HK$", "HKD"],
  ["S$", "SGD"],
  ["MX$", "MXN"],
  ["Rs.", "INR"],
  ["Rs", "INR"],
  ["₹", "INR"],
  ["€", "EUR"],
  ["£", "GBP"],
  ["¥", null],
  ["￥", null],
  ["円", "JPY"],
  ["元", "CNY"],
  ["₩", "KRW"],
  ["원", "KRW"],
  ["zł", "PLN"],
  ["Kč", "CZK"],
  ["₺", "TRY"],
  ["TL", "TRY"],
  ["kr.", null],
  ["kr", null],
  ["Ft", "HUF"],
  ["Rp.", "IDR"],
  ["Rp", "IDR"],
  ["$", null],
];
// The languages' own symbols for their currencies ("lei", "грн", "ر.س"), longest first among the others.
for (const [symbol, code] of LANGUAGE_SYMBOLS)
  if (!SYMBOLS.some(([known]) => known === symbol)) SYMBOLS.push([symbol, code]);
SYMBOLS.sort((a, b) => b[0].length - a[0].length);

export function symbolCurrency(symbol: string, local: string | LocalSymbols): string | null {
  const found = SYMBOLS.find(([s]) => s === symbol);
  if (!found) return null;
  if (found[1] !== null) return found[1];
  const symbols = typeof local === "string" ? { dollar: local, yen: "JPY", kronor: null } : local;
  if (symbol === "¥" || symbol === "￥") return symbols.yen;
  if (symbol.startsWith("kr")) return symbols.kronor;
  return symbols.dollar;
}

// Which kronor a page's "kr" are, and whether its "¥" is a mainland Chinese page's, from the words only that
// language's invoices print (lexicon/languages, `currency.symbolHints`).
const KRONOR_WORDS = symbolHints("kr");
const MAINLAND_CHINESE = symbolHints("¥")[0]?.[1] ?? /人民币/;

/**
 * What "$", "¥" and "kr" mean on this page: the seller's home currency when it has one, else the page's
 * language ("¥" with simplified Chinese is CNY; "kr" with "mva" is NOK, with "at betale" DKK, with "moms" SEK).
 */
export function localSymbols(seller: { dollar?: string; home?: string }, foldedPage: string): LocalSymbols {
  const home = seller.home;
  MAINLAND_CHINESE.lastIndex = 0;
  const yen = home === "CNY" || home === "JPY" ? home : MAINLAND_CHINESE.test(foldedPage) ? "CNY" : "JPY";
  let kronor: string | null = null;
  if (home === "SEK" || home === "DKK" || home === "NOK") kronor = home;
  else if (/\bkr(?![a-z])/.test(foldedPage)) {
    let best = 0;
    for (const [code, re] of KRONOR_WORDS) {
      const hits = foldedPage.match(re)?.length ?? 0;
      if (hits > best) [kronor, best] = [code, hits];
    }
  }
  return { dollar: seller.dollar ?? "USD", yen, kronor, ...(home ? { home } : {}) };
}
