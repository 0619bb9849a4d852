// Spec §9: dollars with 2 decimals; the yearly expansion figure with 0 decimals.
const formatters = new Map<string, Intl.NumberFormat>();

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

/** formatMoney(1234.5) === "$1,234.50"; an unknown currency code falls back to "1,234.50 XYZ". */
export function formatMoney(amount: number, options: { currency?: string; decimals?: number } = {}): string {
  const { currency = "USD", decimals = 2 } = options;
  try {
    return formatterFor(currency.toUpperCase(), decimals).format(amount);
  } catch {
    return `${amount.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals })} ${currency}`;
  }
}
