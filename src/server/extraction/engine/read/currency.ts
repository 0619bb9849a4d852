// ISO 4217 codes that invoices print, and the symbols that stand for them.
export const ISO_CODES = new Set(
  (
    "USD EUR GBP CAD AUD NZD JPY INR BRL CHF SEK NOK DKK PLN CZK HUF KES ZAR SGD HKD MXN CNY KRW IDR MYR THB PHP " +
    "AED SAR ILS TRY NGN CLP COP ARS PEN TWD VND RON BGN ISK UAH EGP QAR KWD BHD OMR PKR BDT LKR MAD"
  ).split(" "),
);

/** Currencies printed without decimals. */
export const ZERO_DECIMAL = new Set(["JPY", "KRW", "CLP", "VND", "ISK", "TWD", "IDR", "HUF"]);

/** Symbols, longest first. A bare "$" is resolved by the seller (USD unless the seller says otherwise). */
export const SYMBOLS: Array<[string, string | null]> = [
  ["US$", "USD"],
  ["CA$", "CAD"],
  ["C$", "CAD"],
  ["AU$", "AUD"],
  ["A$", "AUD"],
  ["NZ$", "NZD"],
  ["R$", "BRL"],
  ["HK$", "HKD"],
  ["S$", "SGD"],
  ["MX$", "MXN"],
  ["Rs.", "INR"],
  ["Rs", "INR"],
  ["₹", "INR"],
  ["€", "EUR"],
  ["£", "GBP"],
  ["¥", "JPY"],
  ["￥", "JPY"],
  ["₩", "KRW"],
  ["zł", "PLN"],
  ["Kč", "CZK"],
  ["$", null],
];

export function symbolCurrency(symbol: string, dollar: string): string | null {
  const found = SYMBOLS.find(([s]) => s === symbol);
  if (!found) return null;
  return found[1] ?? dollar;
}

export function decimalsOf(currency: string): number {
  return ZERO_DECIMAL.has(currency) ? 0 : 2;
}
