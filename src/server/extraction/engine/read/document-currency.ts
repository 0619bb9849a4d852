import type { MoneyRow } from "../find/money-rows.ts";
import { type Box, type PageModel, segmentBox, unionBox } from "../layout/page-model.ts";
import {
  AMOUNTS_IN,
  AMOUNTS_NEAR,
  CURRENCY_HEAD,
  CURRENCY_LABEL,
  CURRENCY_NAME_LEAD,
  CURRENCY_NAMES,
  CURRENCY_STATEMENT,
  CURRENCY_UNITS,
} from "../lexicon/currency-words.ts";
import { ISO_CODES, type LocalSymbols } from "./currency.ts";
import { fold } from "./fold.ts";

const STRONG_ROLES = new Set(["due", "net", "subtotal", "charges"]);

/**
 * The invoice currency, decided once from the whole page: codes and symbols printed with the summary amounts
 * (a row showing one currency counts fully; in a two-currency row only the first counts, at half), currency
 * codes inside labels ("Total in EUR"), and statements like "All charges are in US Dollars".
 */
export function decideCurrency(
  rows: MoneyRow[],
  pageText: string,
  local: string | LocalSymbols,
): { currency: string; votes: number } {
  // With nothing printed to say, the seller's home currency (CNY for a mainland Chinese seller), else its "$".
  const dollar = typeof local === "string" ? local : (local.home ?? local.dollar);
  const votes = new Map<string, number>();
  const add = (code: string, weight: number) => votes.set(code, (votes.get(code) ?? 0) + weight);
  for (const row of rows) {
    if (row.role === "ignore") continue;
    const weight = STRONG_ROLES.has(row.role) ? 3 : 1;
    const codes = [
      ...new Set(row.amounts.map((a) => a.token.currency).filter((c): c is string => c !== null)),
    ];
    // A row in two currencies ("USD 62.69  CAD 89.35") says nothing about which one the invoice is in.
    if (codes.length === 1 && codes[0]) add(codes[0], weight);
    if (row.labelCodes.length === 1 && row.labelCodes[0] && codes.length === 0)
      add(row.labelCodes[0], weight);
  }
  // The languages' words for the currency (lexicon/languages, `currency`): "Currency: EUR", "Νόμισμα: EUR", "币种:
  // CNY"; "Amount (USD)"; "Alle Beträge in USD", "Όλα τα ποσά σε EUR"; "Alla belopp i SEK", "Tüm tutarlar TRY".
  for (const [re, weight] of [
    [CURRENCY_LABEL, 3],
    [CURRENCY_HEAD, 1],
    [AMOUNTS_NEAR, 3],
    [AMOUNTS_IN, 3],
  ] as const) {
    for (const m of pageText.matchAll(re)) if (m[1] && ISO_CODES.has(m[1])) add(m[1], weight);
  }
  const folded = fold(pageText);
  // "(単位:円)", "金额单位：人民币元", "(단위: 원)".
  for (const [re, code] of CURRENCY_UNITS) if (re.test(folded)) add(code, 1);
  // "All charges are in US Dollars": looked for once, not once per currency name.
  if (CURRENCY_STATEMENT.test(folded))
    for (const [re, code] of CURRENCY_NAMES) if (re.test(folded)) add(code, 0.5);
  // "Moeda: Euros", "Alla belopp i svenska kronor": the currency's label, or the word for the amounts, and one
  // currency named after it on a line of words only say it as a code would (a row with figures, "Charges USD
  // 155.17 CAD 212.56", is counted above by its amounts).
  for (const line of folded.split("\n")) {
    if (/\d/.test(line)) continue;
    const lead = CURRENCY_NAME_LEAD.exec(line);
    if (!lead) continue;
    const rest = line.slice(lead.index + lead[0].length);
    const named = [...new Set(CURRENCY_NAMES.filter(([re]) => re.test(rest)).map(([, code]) => code))];
    if (named.length === 1 && named[0]) add(named[0], 3);
  }
  let best: [string, number] = [dollar, 0];
  for (const entry of votes) if (entry[1] > best[1]) best = entry;
  return { currency: best[0], votes: best[1] };
}

/**
 * The line that states the invoice's currency in words ("All charges and prices are in US Dollars"), when the page
 * prints one naming `currency`: its text and where it is. The currency's provenance then shows the words printed,
 * not the symbol beside the amounts.
 */
export function currencyStatement(model: PageModel, currency: string): { text: string; box: Box } | null {
  const names = CURRENCY_NAMES.filter(([, code]) => code === currency).map(([re]) => re);
  if (names.length === 0) return null;
  for (const line of model.lines) {
    const text = line.segments.map((s) => s.text).join("   ");
    const folded = fold(text);
    if (!CURRENCY_STATEMENT.test(folded) || !names.some((re) => re.test(folded))) continue;
    return { text: text.replace(/\s+/g, " ").trim(), box: unionBox(line.segments.map(segmentBox)) };
  }
  return null;
}
