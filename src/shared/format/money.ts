// docs/product.md#limits: dollars with 2 decimals; the yearly expansion figure with 0 decimals. Other currencies use their own
// minor units (ISO 4217, as Intl knows them): JPY and KRW have none, so "¥12,345", never "¥12,345.00".
const formatters = new Map<string, Intl.NumberFormat>();
const minorUnits = new Map<string, number>();

/** How many decimals a currency's amounts have (USD 2, JPY 0, BHD 3); 2 for a code Intl does not know. */
export function currencyDecimals(currency: string): number {
  const code = currency.toUpperCase();
  let digits = minorUnits.get(code);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat("en-US", { style: "currency", currency: code }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    minorUnits.set(code, digits);
  }
  return digits;
}

function formatterFor(currency: string, decimals: number): Intl.NumberFormat {
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
  try {
    return formatterFor(currency.toUpperCase(), decimals).format(amount);
  } catch {
    return `${amount.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals })} ${currency}`;
  }
}
