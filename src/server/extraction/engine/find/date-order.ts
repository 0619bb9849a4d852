import { DATE_ORDER } from "../lexicon/page-language.ts";
import type { Seller } from "../lexicon/sellers/index.ts";
import { type DateOrder, type DateToken, orderEvidence } from "../read/dates.ts";
import { fold } from "../read/fold.ts";

export { pageLanguage } from "../lexicon/page-language.ts";

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
