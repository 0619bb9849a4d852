import type { MoneyRow } from "../find/money-rows.ts";
import { ISO_CODES, type LocalSymbols } from "./currency.ts";
import { fold } from "./fold.ts";

const NAMED: Array<[RegExp, string]> = [
  [/\bus dollars?\b|\busd\b/, "USD"],
  [/\beuros?\b/, "EUR"],
  [/\bpounds? sterling\b/, "GBP"],
  [/\bjapanese yen\b/, "JPY"],
  [/\b(?:indian )?rupees?\b/, "INR"],
  [/\byen\b/, "JPY"],
  [/\breais\b|\breal brasileiro\b/, "BRL"],
  [/\bcanadian dollars?\b/, "CAD"],
  [/\baustralian dollars?\b/, "AUD"],
  [/\bsvenska kronor\b|\bsek\b/, "SEK"],
  [/\bdanske kroner\b/, "DKK"],
  [/\bnorske kroner\b/, "NOK"],
  [/\bzlotych\b|\bzl\b/, "PLN"],
  [/\bkorun\b/, "CZK"],
  [/\bturk lirasi\b/, "TRY"],
];

// Statements of the unit in CJK: "(単位:円)", "金额单位：人民币元", "单位：元", "(단위: 원)".
const CJK_UNITS: Array<[RegExp, string]> = [
  [/単位[:： ]*円|日本円/, "JPY"],
  [/人民币|人民幣|单位[:： ]*元/, "CNY"],
  [/新台幣|新台币/, "TWD"],
  [/단위[:： ]*원|원화/, "KRW"],
];

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
  // "Currency: EUR", "Währung EUR", "Devise : EUR", "Amount (USD)".
  for (const m of pageText.matchAll(
    /\b(?:currency|w[äa]hrung|devise|moneda|moeda|valuta|divisa|waluta|m[ěe]na|valuutta|para birimi)\s*:?\s*\(?([A-Z]{3})\b/gi,
  )) {
    if (m[1] && ISO_CODES.has(m[1])) add(m[1], 3);
  }
  for (const m of pageText.matchAll(
    /\b(?:amount|betrag|montant|importe|valor|importo|bedrag|total|totale|totaal|gesamt|summe)\s*\(([A-Z]{3})\)/gi,
  )) {
    if (m[1] && ISO_CODES.has(m[1])) add(m[1], 1);
  }
  // "币种: CNY", "通貨: JPY", "통화: KRW".
  for (const m of pageText.matchAll(/(?:通貨|币种|幣種|货币|貨幣|통화)\s*[:：]?\s*([A-Z]{3})(?![A-Za-z])/g)) {
    if (m[1] && ISO_CODES.has(m[1])) add(m[1], 3);
  }
  // "Wszystkie kwoty w EUR", "Alla belopp i SEK", "Všechny částky v CZK", "Tüm tutarlar TRY".
  for (const m of pageText.matchAll(
    /(?<!\p{L})(?:kwoty|belopp|beløb|beløp|summat|částky|tutarlar)(?!\p{L})[^\n]{0,30}?(?<![\p{L}])([A-Z]{3})(?!\p{L})/gu,
  )) {
    if (m[1] && ISO_CODES.has(m[1])) add(m[1], 3);
  }
  // "Amounts shown in INR", "Alle Beträge in USD", "Montants en EUR".
  for (const m of pageText.matchAll(
    /\b(?:[Aa]mounts|[Cc]harges|[Pp]rices|[Ff]igures|[Bb]etr[äa]ge|[Mm]ontants|[Ii]mportes|[Vv]alores|[Ii]mporti|[Bb]edragen)\b[^\n]{0,30}?\b(?:in|en|em)\b[^\n]{0,20}?\b([A-Z]{3})\b/g,
  )) {
    if (m[1] && ISO_CODES.has(m[1])) add(m[1], 3);
  }
  const folded = fold(pageText);
  for (const [re, code] of CJK_UNITS) if (re.test(pageText)) add(code, 1);
  // "All charges are in US Dollars": looked for once, not once per currency name.
  if (/(?:charges|prices|amounts|figures|invoice).{0,30}\bin\b/.test(folded))
    for (const [re, code] of NAMED) if (re.test(folded)) add(code, 0.5);
  let best: [string, number] = [dollar, 0];
  for (const entry of votes) if (entry[1] > best[1]) best = entry;
  return { currency: best[0], votes: best[1] };
}
