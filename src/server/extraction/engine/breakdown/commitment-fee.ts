import { parseAmount } from "./find-breakdown.ts";

// A commitment bought by the month and printed as a charge: the Savings Plans or reservation fee the deduction of
// the same name is paid for ("Savings Plans recurring fee", "Reserved Instance fee", "Reservation purchase").
const COMMITMENT = /savings ?plans?|reserved (?:instances?|nodes?|capacity)|reservations?|committed use/i;
const FEE = /\b(?:fees?|recurring|upfront|purchase|commitment charge)\b/i;
const DEDUCTION = /discount|negation|covered|credit|applied/i;
const AMOUNT_AT_END = /(\(?-?[$€£¥₹]?\s?\d[\d.,'\u00a0\u202f ]*\d\)?)\s*(?:[A-Z]{3})?$/u;

/**
 * What the invoice charges for its Savings Plans or reservations this month, when it prints the fee as a line of
 * its own (null when it prints none): the commitment's saving is its deduction less this fee.
 */
export function findCommitmentFee(pages: readonly string[]): number | null {
  let fee = 0;
  const seen = new Set<string>();
  for (const page of pages) {
    for (const raw of page.split("\n")) {
      const line = raw.trim();
      if (seen.has(line) || !COMMITMENT.test(line) || !FEE.test(line) || DEDUCTION.test(line)) continue;
      const printed = AMOUNT_AT_END.exec(line)?.[1];
      const amount = printed ? parseAmount(printed) : null;
      if (amount === null || amount <= 0) continue;
      seen.add(line);
      fee += amount;
    }
  }
  return fee > 0 ? Math.round(fee * 100) / 100 : null;
}
