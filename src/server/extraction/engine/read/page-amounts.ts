import { type AmountToken, findAmounts, type NumberConvention } from "./amounts.ts";
import { blankNonAmounts } from "./clean.ts";
import type { LocalSymbols } from "./currency.ts";
import { pageCache } from "./memo.ts";

const cache = pageCache<string, readonly AmountToken[]>();

const dollarKey = (dollar: string | LocalSymbols) =>
  typeof dollar === "string" ? dollar : `${dollar.dollar}|${dollar.yen}|${dollar.kronor}|${dollar.home}`;

/**
 * The amounts of a piece of the page being read, with dates, rates and terms blanked first. A row is looked at
 * from several sides (its label's line, the cells around it, the lines under a total), so each text is read once
 * per page. The tokens are shared: read them, never change them.
 */
export function pageAmounts(
  text: string,
  convention: NumberConvention,
  dollar: string | LocalSymbols,
): readonly AmountToken[] {
  const key = `${convention.decimal}\u0000${dollarKey(dollar)}\u0000${text}`;
  let tokens = cache.get(key);
  if (!tokens) {
    tokens = findAmounts(blankNonAmounts(text), convention, dollar);
    cache.set(key, tokens);
  }
  return tokens;
}
