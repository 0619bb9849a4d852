import { foldPhrase } from "../lexicon/fold-phrase.ts";
import { CLOSING_BALANCE_LABELS, CREDITS_BALANCE_HEADS, CREDITS_BALANCE_LABELS } from "../lexicon/labels.ts";
import type { MoneyRow } from "./money-rows.ts";
import type { PageIndex } from "./page-index.ts";

const holds = (text: string, phrases: readonly string[]) => {
  const padded = ` ${foldPhrase(text)} `;
  return phrases.some((phrase) => padded.includes(` ${phrase} `));
};

// An amount with its decimals ("8 400,00", "3,075.10"): a line that prints one is a row of a block, not its heading.
const DECIMAL_AMOUNT = /\d[.,]\d{2}(?!\d)/;
// How far above a closing balance its block's heading may be: a balance block is a heading and a few rows.
const HEADING_LINES = 6;

/** The heading of the block a row is in: the nearest line above it that prints no amount. */
function headingAbove(index: PageIndex, line: number): string | null {
  for (let i = line - 1; i >= 0 && i >= line - HEADING_LINES; i--) {
    const text = (index.byLine[i] ?? []).map((s) => s.segment.text).join(" ");
    if (!DECIMAL_AMOUNT.test(text)) return text;
  }
  return null;
}

/**
 * The balance of credits or prepayment the invoice prints as left after it ("Remaining credit balance $2,300.00";
 * "Solde de clôture 0,00 €" under "Solde du paiement anticipé"), in the invoice's currency. A closing balance
 * counts only under a heading naming credits or a prepayment (an account's closing balance is what is owed).
 * Null when none is printed, or when the page prints two different ones: no balance is guessed.
 */
export function findCreditsBalance(
  index: PageIndex,
  rows: readonly MoneyRow[],
  currency: string,
): number | null {
  const values = new Set<number>();
  for (const row of rows) {
    if (row.role !== "ignore" || row.labelCodes.some((code) => code !== currency)) continue;
    const named = holds(row.labelText, CREDITS_BALANCE_LABELS);
    const closing = !named && holds(row.labelText, CLOSING_BALANCE_LABELS);
    if (!named && !closing) continue;
    if (closing && !holds(headingAbove(index, row.line) ?? "", CREDITS_BALANCE_HEADS)) continue;
    // The balance is the row's last figure ("Opening 9,000.00  Used 2,713.40  Closing 6,286.60" prints it last).
    const amount = row.amounts
      .filter((a) => a.token.currency === null || a.token.currency === currency)
      .at(-1);
    if (!amount || amount.token.negative) continue;
    values.add(amount.token.value);
  }
  const [only] = values;
  return values.size === 1 && only !== undefined ? only : null;
}
