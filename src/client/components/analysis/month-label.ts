import { formatLongDate } from "#shared/format/date.ts";

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

type Dated = { period_month: string | null; invoice_date: string | null };

/**
 * A month by the billing period it covers ("May 2026"); by the month of its invoice date when no period is printed
 * (the month, never a date: monthLabelNote says the date).
 */
export function monthLabel(month: Dated): string {
  const iso = month.period_month ?? month.invoice_date;
  if (!iso) return "Undated invoice";
  const [year, number] = iso.split("-");
  return `${MONTH_NAMES[Number(number) - 1] ?? ""} ${year}`;
}

/** Said beneath a month placed by its invoice date: which date, and that no period was printed. */
export function monthLabelNote(month: Dated): string | null {
  if (month.period_month || !month.invoice_date) return null;
  return `By its invoice date, ${formatLongDate(month.invoice_date)}: no billing period printed`;
}
