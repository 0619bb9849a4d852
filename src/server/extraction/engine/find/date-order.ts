import { foldAll, WORD_CLASS } from "../lexicon/fold-phrase.ts";
import { LANGUAGES } from "../lexicon/languages/index.ts";
import type { Seller } from "../lexicon/sellers/index.ts";
import { type DateOrder, type DateToken, orderEvidence } from "../read/dates.ts";
import { fold } from "../read/fold.ts";

// Each language's function words (languages/*.ts), folded: a word may belong to several languages.
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
const DATE_ORDER = new Map(LANGUAGES.map((language) => [language.code, language.dateOrder]));

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

export type OrderDecision = { order: DateOrder; confidence: "high" | "medium" | "low" };

/**
 * How this page writes 01/03/2026: from its own unambiguous dates (13/03/2026, a billing period, a due date),
 * else from its language when that writes the day first, else from its seller's habit. Undecided is "low" confidence,
 * never a silent guess.
 */
export function decideDateOrder(dates: DateToken[], seller: Seller | null, language: string): OrderDecision {
  let dmy = 0;
  let mdy = 0;
  for (const date of dates) {
    const evidence = orderEvidence(date);
    if (evidence === "dmy") dmy++;
    if (evidence === "mdy") mdy++;
  }
  if (dmy > mdy) return { order: "dmy", confidence: "high" };
  if (mdy > dmy) return { order: "mdy", confidence: "high" };
  // Billing systems print dates the way the invoice's language does: the languages that write the day first do,
  // whatever the seller's habit in English (Microsoft's 03/05/2026 is 5 March on its Spanish and French invoices).
  const habit = DATE_ORDER.get(language);
  if (habit) return { order: habit, confidence: "medium" };
  if (seller?.dateOrder) return { order: seller.dateOrder, confidence: "medium" };
  return { order: "mdy", confidence: "low" };
}

export const foldPage = fold;
