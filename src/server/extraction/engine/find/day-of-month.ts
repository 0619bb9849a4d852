import { CONNECTOR_ALT, MONTH_ALT, ORDINAL_ALT } from "../lexicon/months.ts";
import type { AmountToken } from "../read/amounts.ts";
import { fold } from "../read/fold.ts";

// A month name just before the number ("August 1", "Aug. 1"), or one after it, with an ordinal ending or a
// connector between ("1 August", "1st of", "1er août", "1 de marzo").
const MONTH_BEFORE = new RegExp(String.raw`(?<!\p{L})(?:${MONTH_ALT})\.?\s*$`, "u");
const MONTH_AFTER = new RegExp(
  String.raw`^(?:${ORDINAL_ALT})?\.?\s*(?:(?:${CONNECTOR_ALT})\s+)?(?:${MONTH_ALT})(?!\p{L})`,
  "u",
);
const ORDINAL_AFTER = new RegExp(String.raw`^(?:${ORDINAL_ALT})(?!\p{L})`, "u");

/**
 * A day of a printed date or period, not an amount: a whole number from 1 to 31 with no currency, written beside a
 * month name or with an ordinal ending ("This invoice is for the billing period August 1 - August 31, 2024",
 * "period 1st to 31st"). A summary row's amount always has decimals or a currency when it is that small.
 */
export function isDayOfMonth(token: AmountToken, text: string): boolean {
  if (token.hasDecimals || token.currency !== null || token.negative) return false;
  if (!/^\s*\d{1,2}\s*$/.test(token.raw) || token.value < 1 || token.value > 31) return false;
  const folded = fold(text);
  const before = folded.slice(0, token.start);
  const after = folded.slice(token.end);
  return MONTH_BEFORE.test(before) || MONTH_AFTER.test(after) || ORDINAL_AFTER.test(after);
}
