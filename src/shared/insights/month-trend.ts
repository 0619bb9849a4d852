import { MONTHS_PER_YEAR } from "../limits.ts";
import { computeSavings } from "../savings/compute-savings.ts";
import type { ResultMonth } from "../schemas/result-months.ts";
import { periodMonth } from "./combine-months.ts";

export type TrendRow = {
  invoice_date: string | null;
  /** The month the billing period covers ("YYYY-MM"), null when the invoices print no period. */
  period_month: string | null;
  /** How many invoices make the month. */
  invoices: number;
  charges: number;
  net: number;
  /** The docs/product.md#behaviour savings rate of that month (savings over charges), as a fraction. */
  savings_rate: number;
  /** What credit notes of the month took off its charges and net (absent when none corrects it). */
  correction?: number;
  /** Charges against the month before, as a fraction (null for the first month or after a zero). */
  growth: number | null;
};

export type MonthTrend = {
  rows: TrendRow[];
  /** The latest month's net charges times twelve. */
  yearly_run_rate: number;
  currency: string;
};

/** "How the bill moves": per month charges, net, savings rate and growth; the yearly run-rate. */
export function monthTrend(months: readonly ResultMonth[]): MonthTrend | null {
  const first = months[0];
  if (!first) return null;
  const rows: TrendRow[] = [];
  for (const month of months) {
    const savings = computeSavings({
      ...month,
      service_charges: null,
      invoice_summary: [],
      estimated_esr: null,
    });
    const charges = month.total_charges ?? month.net_charges ?? 0;
    const previous = rows.at(-1);
    rows.push({
      invoice_date: month.invoice_date,
      period_month: periodMonth(month),
      invoices: month.invoices ?? 1,
      charges,
      net: month.net_charges ?? charges,
      savings_rate: savings.current_savings_rate,
      growth: previous && previous.charges > 0 ? (charges - previous.charges) / previous.charges : null,
      ...(month.correction ? { correction: month.correction } : {}),
    });
  }
  const latest = rows.at(-1) as TrendRow;
  return {
    rows,
    yearly_run_rate: Math.round(latest.net * MONTHS_PER_YEAR * 100) / 100,
    currency: first.currency,
  };
}
