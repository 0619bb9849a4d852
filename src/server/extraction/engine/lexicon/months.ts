// Month names (full, abbreviated and inflected; folded: lower case, no accents) of every language in
// languages/. Languages that write months as numbers (ja, zh, ko) have none: dates.ts reads 2026年3月1日.
// A name may be two words (Levantine Arabic "كانون الثاني", January).
import { foldPhrase } from "./fold-phrase.ts";
import { LANGUAGES } from "./languages/index.ts";

export const MONTHS = new Map<string, number>();
for (const language of LANGUAGES) {
  language.months.forEach((names, index) => {
    for (const name of names) {
      const folded = foldPhrase(name);
      const known = MONTHS.get(folded);
      // Two languages giving one name two months would make dates ambiguous: the first language keeps it.
      if (known === undefined) MONTHS.set(folded, index + 1);
    }
  });
}

/** The month (1-12) of a folded month name as printed (any spaces between its words), or 0. */
export function monthOf(name: string): number {
  return MONTHS.get(name.replace(/\s+/g, " ")) ?? 0;
}

/**
 * Alternation for regular expressions (with the `u` flag), longest first (accented forms are matched after
 * folding); the words of a two-word name may stand any spaces apart.
 */
export const MONTH_ALT = [...MONTHS.keys()]
  .filter((name) => /^\p{L}+(?: \p{L}+)?$/u.test(name))
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/ /g, String.raw`\s+`))
  .join("|");

const dateWords = (kind: "ordinals" | "connectors") =>
  [...new Set(LANGUAGES.flatMap((language) => language.dateWords?.[kind] ?? []))]
    .sort((a, b) => b.length - a.length)
    .join("|");
/** Ordinal endings after a day ("1st", "1er"), alternation for regular expressions on folded text. */
export const ORDINAL_ALT = dateWords("ordinals");
/** Words between a date's parts ("1 de marzo de 2026"), alternation for regular expressions on folded text. */
export const CONNECTOR_ALT = dateWords("connectors");

/** Names two languages give different months (kept out of nothing; listed for the lexicon's test). */
export function monthConflicts(): string[] {
  const seen = new Map<string, number>();
  const conflicts: string[] = [];
  for (const language of LANGUAGES)
    language.months.forEach((names, index) => {
      for (const name of names) {
        const folded = foldPhrase(name);
        const known = seen.get(folded);
        if (known !== undefined && known !== index + 1) conflicts.push(`${language.code}:${name}`);
        seen.set(folded, known ?? index + 1);
      }
    });
  return conflicts;
}
