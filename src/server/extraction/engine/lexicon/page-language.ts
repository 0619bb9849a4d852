// The page's main language, from the language files' function words (languages/*.json, `functionWords`): the words
// a page in that language prints most and few others do. It decides how a date in numbers reads, and whether a
// page is set right to left.
import { foldAll, WORD_CLASS } from "./fold-phrase.ts";
import { LANGUAGES } from "./languages/index.ts";

// Each language's function words, folded: a word may belong to several languages.
const LANGUAGE_OF_WORD = new Map<string, string[]>();
for (const language of LANGUAGES)
  for (const word of foldAll(language.functionWords)) {
    const codes = LANGUAGE_OF_WORD.get(word) ?? [];
    if (!codes.includes(language.code)) codes.push(language.code);
    LANGUAGE_OF_WORD.set(word, codes);
  }
// Ties go to the language listed first, English last (a page that prints as many German words as English ones
// is a German page with English service names).
const ORDER = new Map(LANGUAGES.map((language, i) => [language.code, language.code === "en" ? 999 : i]));

// A word of a script that spaces its words, or one CJK or Hangul character.
const PAGE_WORD = new RegExp(`${WORD_CLASS}+|\\p{L}`, "gv");

/** The page's main language, by its most frequent function words (English when none is printed). */
export function pageLanguage(foldedPage: string): string {
  const counts = new Map<string, number>();
  for (const [word] of foldedPage.matchAll(PAGE_WORD))
    for (const code of LANGUAGE_OF_WORD.get(word) ?? []) counts.set(code, (counts.get(code) ?? 0) + 1);
  let best: [string, number] = ["en", 0];
  for (const [code, n] of counts)
    if (n > best[1] || (n === best[1] && (ORDER.get(code) ?? 99) < (ORDER.get(best[0]) ?? 99)))
      best = [code, n];
  return best[0];
}

/** Languages written right to left (Arabic). */
export const RIGHT_TO_LEFT = new Set(LANGUAGES.filter((l) => l.direction === "rtl").map((l) => l.code));

/** How each language writes a date in numbers when the page does not say (languages/*.json, `dateOrder`). */
export const DATE_ORDER = new Map(LANGUAGES.map((language) => [language.code, language.dateOrder]));
