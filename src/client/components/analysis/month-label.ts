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

/** A month by the billing period it covers ("May 2026"); by its invoice date when no period is printed. */
export function monthLabel(month: { period_month: string | null; invoice_date: string | null }): string {
  if (month.period_month) {
    const [year, number] = month.period_month.split("-");
    return `${MONTH_NAMES[Number(number) - 1] ?? ""} ${year}`;
  }
  return month.invoice_date ? `Invoice of ${formatLongDate(month.invoice_date)}` : "Undated invoice";
}
