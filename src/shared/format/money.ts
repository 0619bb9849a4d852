import { currencyDecimals } from "./currency-decimals.ts";

// docs/product.md#limits: dollars with 2 decimals; the yearly expansion figure with 0 decimals. Other currencies use their own
// minor units (currency-decimals.ts): JPY and KRW have none, so "¥12,345", never "¥12,345.00".
const formatters = new Map<string, Intl.NumberFormat>();

// The first Intl.NumberFormat a page makes costs 18-28 ms (70-110 ms on Lighthouse's phone): ICU's locale data,
// inside the result report's first render. For the commonest currencies the en-US form is written here
// instead; tests/unit/shared/format/money-plain.test.ts holds it to Intl's output. Other codes go through Intl.
const PLAIN_SYMBOLS: ReadonlyMap<string, string> = new Map([
  ["USD", "$"],
  ["EUR", "€"],
  ["GBP", "£"],
]);

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ",");
}

/**
 * `amount` as Intl's en-US currency style writes it ("-$1,234.50"): the shortest decimal form of the number,
 * rounded half away from zero, as ICU rounds it. Null where that form has an exponent (very large or tiny).
 */
export function plainCurrency(amount: number, symbol: string, decimals: number): string | null {
  if (!Number.isFinite(amount)) return null;
  const text = String(Math.abs(amount));
  if (text.includes("e")) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, "0");
  if ((fraction[decimals] ?? "0") >= "5") digits = (BigInt(digits) + 1n).toString();
  digits = digits.padStart(decimals + 1, "0");
  const integer = digits.slice(0, digits.length - decimals);
  const cents = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : "";
  const sign = amount < 0 || Object.is(amount, -0) ? "-" : "";
  return `${sign}${symbol}${groupThousands(integer)}${cents}`;
}

/** Intl's en-US currency formatter for `currency` at exactly `decimals` places, made once per pair. */
export function intlCurrencyFormatter(currency: string, decimals: number): Intl.NumberFormat {
  const key = `${currency}:${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * formatMoney(1234.5) === "$1,234.50"; formatMoney(1234.5, { currency: "JPY" }) === "¥1,235". `decimals` is the
 * most wanted (0 for the yearly expansion figure): never more than the currency has. An unknown currency code
 * falls back to "1,234.50 XYZ".
 */
export function formatMoney(amount: number, options: { currency?: string; decimals?: number } = {}): string {
  const { currency = "USD" } = options;
  const own = currencyDecimals(currency);
  const decimals = Math.min(options.decimals ?? own, own);
  const symbol = PLAIN_SYMBOLS.get(currency.toUpperCase());
  const plain = symbol === undefined ? null : plainCurrency(amount, symbol, decimals);
  if (plain !== null) return plain;
  try {
    return intlCurrencyFormatter(currency.toUpperCase(), decimals).format(amount);
  } catch {
    return `${amount.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals })} ${currency}`;
  }
}
