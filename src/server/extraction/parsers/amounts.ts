// Money tokens as printed on invoices: "$4.11", "USD 212.56", "-320.80", "(12.00)", "1,234,567.89",
// "4.682,43" (decimal comma), "€ 38.40", "-USD 10.00", "USD -10.00". A money amount always has 2 decimals,
// which keeps dates, quantities, percentages and ids out.
const ISO_CODES = [
  "USD",
  "EUR",
  "GBP",
  "CAD",
  "AUD",
  "NZD",
  "JPY",
  "INR",
  "BRL",
  "CHF",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "CZK",
  "HUF",
  "KES",
  "ZAR",
  "SGD",
  "HKD",
  "MXN",
  "CNY",
  "KRW",
  "IDR",
  "MYR",
  "THB",
  "PHP",
  "AED",
  "SAR",
  "ILS",
  "TRY",
  "NGN",
  "CLP",
  "COP",
  "ARS",
  "PEN",
  "TWD",
  "VND",
  "RON",
  "BGN",
];
const SYMBOLS: Record<string, string> = {
  R$: "BRL",
  C$: "CAD",
  A$: "AUD",
  US$: "USD",
  $: "USD",
  "€": "EUR",
  "£": "GBP",
  "¥": "JPY",
};
const SYMBOL_RE = Object.keys(SYMBOLS)
  .sort((a, b) => b.length - a.length)
  .map((s) => s.replace(/\$/g, "\\$"))
  .join("|");
const NUMBER = String.raw`(?:\d{1,3}(?:[,.]\d{3})+|\d+)[.,]\d{2}`;
const TOKEN = new RegExp(
  String.raw`(?<![\w.,])(\()?(-)?(?:(${ISO_CODES.join("|")}) ?|(${SYMBOL_RE}) ?)?(-)?(${NUMBER})(\))?(?![\d%]|[.,]\d)(-)?`,
  "g",
);

export type MoneyToken = { value: number; currency: string | null; index: number; end: number };

export function parseNumber(raw: string): number {
  const lastSep = Math.max(raw.lastIndexOf(","), raw.lastIndexOf("."));
  const integer = raw.slice(0, lastSep).replace(/[.,]/g, "");
  return Number(`${integer}.${raw.slice(lastSep + 1)}`);
}

/** Every money amount in a line, signed, with its currency when printed next to it. */
export function findMoney(line: string): MoneyToken[] {
  const tokens: MoneyToken[] = [];
  for (const match of line.matchAll(TOKEN)) {
    const [, open, minus1, iso, symbol, minus2, number = "0", close, minus3] = match;
    const negative = Boolean(minus1 || minus2 || minus3 || (open && close));
    const value = parseNumber(number);
    const currency = iso ?? (symbol ? (SYMBOLS[symbol] ?? null) : null);
    tokens.push({
      value: negative ? -value : value,
      currency,
      index: match.index,
      end: match.index + match[0].length,
    });
  }
  return tokens;
}

/** Rounds to cents (sums of parsed amounts must not carry float noise into golden files). */
export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

export function symbolCurrency(text: string): string | null {
  for (const [symbol, code] of Object.entries(SYMBOLS)) if (text.includes(symbol)) return code;
  return null;
}
