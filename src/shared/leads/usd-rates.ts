/**
 * Fixed conversion rates to US dollars used to compare leads across currencies. They are set by
 * hand, not fetched: a lead score needs the same answer tomorrow, not today's market rate. Reviewed
 * 2026-11; a change rescoring old leads is a deliberate code change. 1 unit of the currency = this many USD.
 */
export const USD_PER_UNIT: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  CHF: 1.13,
  CAD: 0.73,
  AUD: 0.66,
  NZD: 0.6,
  JPY: 0.0067,
  CNY: 0.138,
  HKD: 0.128,
  SGD: 0.74,
  INR: 0.012,
  SEK: 0.095,
  NOK: 0.093,
  DKK: 0.145,
  PLN: 0.25,
  CZK: 0.043,
  HUF: 0.0027,
  BRL: 0.18,
  MXN: 0.055,
  ZAR: 0.055,
  AED: 0.272,
  ILS: 0.27,
  KRW: 0.00073,
  TRY: 0.029,
};

/** Common symbols extraction may leave in place of a code. */
const SYMBOLS: Readonly<Record<string, string>> = {
  $: "USD",
  "€": "EUR",
  "£": "GBP",
  "¥": "JPY",
  "₹": "INR",
};

/** An amount in USD, or null when the currency is not in the table (the lead then gets no spend points). */
export function toUsd(amount: number | null | undefined, currency: string | null | undefined): number | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || !currency) return null;
  const code = SYMBOLS[currency.trim()] ?? currency.trim().toUpperCase();
  const rate = USD_PER_UNIT[code];
  return rate === undefined ? null : amount * rate;
}
