import type { Seller } from "../lexicon/sellers.ts";
import { type DateOrder, type DateToken, orderEvidence } from "../read/dates.ts";
import { fold } from "../read/fold.ts";

const LANGUAGE_WORDS: Array<[string, RegExp]> = [
  ["de", /\b(?:rechnung|betrag|datum|summe|und|der|die|das|zahlbar|kunde)\b/g],
  ["fr", /\b(?:facture|montant|date|le|la|les|des|du|total ttc|client)\b/g],
  ["es", /\b(?:factura|importe|fecha|el|los|las|del|cliente)\b/g],
  ["pt", /\b(?:fatura|valor|data|do|da|dos|cliente|nota)\b/g],
  ["it", /\b(?:fattura|importo|il|della|del|totale|cliente)\b/g],
  ["nl", /\b(?:factuur|bedrag|het|van|totaal|klant|datum|een)\b/g],
  ["en", /\b(?:invoice|amount|the|total|date|for|of|and|charges|account)\b/g],
];

/** The page's main language, by its most frequent function words. */
export function pageLanguage(foldedPage: string): string {
  let best: [string, number] = ["en", 0];
  for (const [lang, re] of LANGUAGE_WORDS) {
    const n = foldedPage.match(re)?.length ?? 0;
    if (n > best[1]) best = [lang, n];
  }
  return best[0];
}

export type OrderDecision = { order: DateOrder; confidence: "high" | "medium" | "low" };

/**
 * How this page writes 01/03/2026: from its own unambiguous dates (13/03/2026, a billing period, a due date),
 * else from its language when it is not English, else from its seller's habit. Undecided is "low" confidence,
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
  // Billing systems print dates the way the invoice's language does: every language the engine reads other than
  // English writes the day first, whatever the seller's habit in English (Microsoft's 03/05/2026 is 5 March on
  // its Spanish and French invoices).
  if (language !== "en") return { order: "dmy", confidence: "medium" };
  if (seller?.dateOrder) return { order: seller.dateOrder, confidence: "medium" };
  return { order: "mdy", confidence: "low" };
}

export const foldPage = fold;
