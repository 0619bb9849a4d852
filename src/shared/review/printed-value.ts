/**
 * The value of an amount as printed or typed ("1.234,56", "1,234.56", "1 234,56", "USD 1'234.56"): the last "."
 * or "," followed by one or two digits at the end is the decimal mark; every other separator groups thousands.
 * Null when there is no digit; NaN when the text holds something other than an amount.
 */
export function printedValue(text: string): number | null {
  const trimmed = text.trim();
  if (!/\d/.test(trimmed)) return trimmed === "" ? null : Number.NaN;
  // Letters and symbols of a currency around the number ("USD", "€", "kr"), a sign and spaces are not the
  // amount: amounts are absolute (a deduction printed "-60.00" is a deduction of 60.00).
  const digits = trimmed.replace(/[\s'\u00a0\u202f]/g, "").replace(/^[^\d.,]+|[^\d.,]+$/g, "");
  if (!/^[\d.,]+$/.test(digits)) return Number.NaN;
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, decimal.index) : digits).replace(/[.,]/g, "");
  const value = Math.abs(Number(`${whole}${decimal ? `.${decimal[1]}` : ""}`));
  return Number.isFinite(value) ? value : Number.NaN;
}
