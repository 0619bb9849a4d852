import { formatMoney } from "./money.ts";
import { formatPercent } from "./percent.ts";

/** The figures staff see beside a booking or in the new-analysis mail (read loosely from stored JSON). */
export interface AnalysisFigures {
  provider: string | null;
  currency: string;
  total_monthly_spend: number | null;
  current_savings_rate: number | null;
  monthly_current_savings: number | null;
  provider_estimated_esr: number | null;
  estimated_monthly_savings: number | null;
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

export function readAnalysisFigures(data: unknown): AnalysisFigures {
  const d = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
  return {
    provider: typeof d.provider === "string" ? d.provider : null,
    currency: typeof d.currency === "string" ? d.currency : "USD",
    total_monthly_spend: num(d.total_monthly_spend),
    current_savings_rate: num(d.current_savings_rate),
    monthly_current_savings: num(d.monthly_current_savings),
    provider_estimated_esr: num(d.provider_estimated_esr),
    estimated_monthly_savings: num(d.estimated_monthly_savings),
  };
}

/** Plain-text lines: spend, the current rate, the provider's average and what it would save. */
export function describeAnalysisFigures(f: AnalysisFigures): string[] {
  const money = (v: number | null) => (v === null ? "-" : formatMoney(v, { currency: f.currency }));
  const rate = (v: number | null) => (v === null ? "-" : formatPercent(v));
  return [
    `Provider: ${f.provider ?? "-"}`,
    `Monthly spend: ${money(f.total_monthly_spend)}`,
    `Current savings rate: ${rate(f.current_savings_rate)} (${money(f.monthly_current_savings)} a month)`,
    `Provider average (ESR): ${rate(f.provider_estimated_esr)}; estimated savings ${money(f.estimated_monthly_savings)} a month`,
  ];
}
