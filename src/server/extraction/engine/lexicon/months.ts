// Month names (full, abbreviated and inflected; folded: lower case, no accents) of every language in
// languages/. Languages that write months as numbers (ja, zh, ko) have none: dates.ts reads 2026年3月1日.
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

/** Alternation for regular expressions, longest first (accented forms are matched after folding). */
export const MONTH_ALT = [...MONTHS.keys()]
  .filter((name) => /^[a-z]+$/.test(name))
  .sort((a, b) => b.length - a.length)
  .join("|");

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
