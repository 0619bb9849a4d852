// How the languages name an invoice's currency, combined from the language files (languages/*.json, `currency`):
// labels ("Currency: EUR", "Νόμισμα: EUR"), column heads ("Amount (USD)"), statements ("Alle Beträge in USD",
// "Όλα τα ποσά σε EUR"), names ("US Dollars", "forint"), statements of the unit ("単位:円"), and the local
// symbols and the words that tell which country an ambiguous symbol ("kr", "¥") belongs to.
import { fold } from "../read/fold.ts";
import { LANGUAGES } from "./languages/index.ts";

type CurrencyWords = NonNullable<(typeof LANGUAGES)[number]["currency"]>;
const all = <K extends keyof CurrencyWords>(key: K): Array<NonNullable<CurrencyWords[K]>> =>
  LANGUAGES.flatMap((language) => (language.currency?.[key] ? [language.currency[key]] : [])) as Array<
    NonNullable<CurrencyWords[K]>
  >;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** A word as printed and without its accents, any case of each letter, spaces as any spaces. */
function caseless(word: string): string {
  const forms = [...new Set([word, fold(word)])];
  return forms
    .map((form) =>
      [...form]
        .map((c) => {
          if (/\s/.test(c)) return "\\s+";
          const lower = c.toLowerCase();
          const upper = c.toUpperCase();
          return lower !== upper && upper.length === 1 ? `[${lower}${upper}]` : escapeRegExp(c);
        })
        .join(""),
    )
    .join("|");
}

/** Words of a script that spaces its words stand apart; CJK words may be glued to what is around them. */
const bounded = (word: string) =>
  CJK.test(word) ? `(?:${caseless(word)})` : `(?<![\\p{L}\\p{N}])(?:${caseless(word)})(?![\\p{L}\\p{N}])`;
const alternation = (words: string[]) => [...new Set(words)].map(bounded).join("|");

const CODE = String.raw`(?<![\p{L}\p{N}])([A-Z]{3})(?![\p{L}\p{N}])`;

/** "Currency: EUR", "Währung EUR", "币种: CNY", "Νόμισμα: EUR". */
export const CURRENCY_LABEL = new RegExp(
  String.raw`(?:${alternation(all("labels").flat())})\s*[:：]?\s*\(?${CODE}`,
  "gu",
);
/** "Amount (USD)", "Betrag (EUR)". */
export const CURRENCY_HEAD = new RegExp(
  String.raw`(?:${alternation(all("heads").flat())})\s*\(${CODE}\)`,
  "gu",
);

const withIn = LANGUAGES.filter((l) => (l.currency?.amountsIn ?? []).length > 0);
const withoutIn = LANGUAGES.filter(
  (l) => (l.currency?.amounts ?? []).length > 0 && !l.currency?.amountsIn?.length,
);
/** "Amounts shown in INR", "Alle Beträge in USD", "Όλα τα ποσά σε EUR": the amounts, a preposition, the code. */
export const AMOUNTS_IN = new RegExp(
  String.raw`(?:${alternation(withIn.flatMap((l) => l.currency?.amounts ?? []))})[^\n]{0,30}?(?:${alternation(
    withIn.flatMap((l) => l.currency?.amountsIn ?? []),
  )})[^\n]{0,20}?${CODE}`,
  "gu",
);
/** "Wszystkie kwoty w EUR", "Alla belopp i SEK", "Tüm tutarlar TRY": the amounts, then the code. */
export const AMOUNTS_NEAR = new RegExp(
  String.raw`(?:${alternation(withoutIn.flatMap((l) => l.currency?.amounts ?? []))})[^\n]{0,30}?${CODE}`,
  "gu",
);

const foldedWord = (word: string) => {
  const folded = fold(word);
  return CJK.test(folded)
    ? escapeRegExp(folded).replace(/ /g, "[:： ]*")
    : `(?<![\\p{L}\\p{N}])${escapeRegExp(folded).replace(/ /g, "\\s+")}(?![\\p{L}\\p{N}])`;
};
const byCode = (entries: Array<Record<string, string[]>>): Array<[RegExp, string]> => {
  const codes = new Map<string, string[]>();
  for (const record of entries)
    for (const [code, words] of Object.entries(record))
      codes.set(code, [...(codes.get(code) ?? []), ...words]);
  return [...codes].map(([code, words]) => [new RegExp(words.map(foldedWord).join("|"), "u"), code]);
};

/** Statements of the unit on the folded page ("単位:円", "人民币", "(단위: 원)"). */
export const CURRENCY_UNITS = byCode(all("units"));
/** Currencies by name on the folded page ("us dollars", "forint"), for a statement of the currency. */
export const CURRENCY_NAMES = byCode(all("names"));
/** A statement of the currency on the folded page ("all charges are in", "όλα τα ποσά σε"): names then count. */
export const CURRENCY_STATEMENT = new RegExp(
  String.raw`(?:${[...LANGUAGES.flatMap((l) => l.currency?.amounts ?? []), "invoice"].map(foldedWord).join("|")})[^\n]{0,30}?(?:${LANGUAGES.flatMap(
    (l) => l.currency?.amountsIn ?? [],
  )
    .map(foldedWord)
    .join("|")})`,
  "u",
);

/**
 * A label of the currency or the word for the amounts, on the folded page ("moeda", "währung", "belopp"): a currency
 * named on the same line is the invoice's ("Moeda: Euros", "Alla belopp i svenska kronor").
 */
export const CURRENCY_NAME_LEAD = new RegExp(
  LANGUAGES.flatMap((l) => [...(l.currency?.labels ?? []), ...(l.currency?.amounts ?? [])])
    .map(foldedWord)
    .join("|"),
  "u",
);

/** The languages' own symbols for their currencies ("lei", "грн", "ر.س"): symbol -> ISO code. */
export const LANGUAGE_SYMBOLS: Array<[string, string]> = LANGUAGES.flatMap((l) =>
  Object.entries(l.currency?.symbols ?? {}),
);

/**
 * For an ambiguous symbol ("kr", "¥"): each currency it may be and the words (folded) that say so, from the
 * languages whose countries use it.
 */
export function symbolHints(symbol: string): Array<[string, RegExp]> {
  return LANGUAGES.flatMap((l) => {
    const code = l.currency?.symbols?.[symbol];
    const hints = l.currency?.symbolHints ?? [];
    return code && hints.length > 0
      ? [[code, new RegExp(hints.map(foldedWord).join("|"), "gu")] as [string, RegExp]]
      : [];
  });
}
