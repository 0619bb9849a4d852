import { formatMoney } from "#shared/format/money.ts";
import { DEFAULT_CURRENCY } from "#shared/limits.ts";
import type { ExtractedData } from "#shared/schemas/extracted-data.ts";
import type { AnalysisResult } from "#shared/schemas/result.ts";

/** What the cards and the closing message show, derived once from a stored result (spec §2, §4). */
export type AnalysisFigures = {
  providerName: string;
  currency: string;
  currentRate: number;
  monthlyCurrentSavings: number;
  yearlyCurrentSavings: number;
  /** null when the provider has no estimate: the estimated card and the comparison are hidden. */
  estimate: { rate: number; monthlySavings: number; yearlySavings: number } | null;
  isTopPerformer: boolean;
  /** Spec §2: estimated yearly minus current yearly savings, never below zero. */
  yearlyExpansion: number;
  totalMonthlySpend: number;
};

function estimateOf(data: ExtractedData): AnalysisFigures["estimate"] {
  if (data.provider_estimated_esr === null) return null;
  return {
    rate: data.provider_estimated_esr,
    monthlySavings: data.estimated_monthly_savings ?? 0,
    yearlySavings: data.estimated_yearly_savings ?? 0,
  };
}

export function providerNameOf(result: Pick<AnalysisResult, "provider_name">): string {
  return result.provider_name ?? "Unknown";
}

export function analysisFigures(result: AnalysisResult): AnalysisFigures {
  const data = result.extracted_data;
  const estimate = estimateOf(data);
  return {
    providerName: providerNameOf(result),
    currency: data.currency || DEFAULT_CURRENCY,
    currentRate: data.current_savings_rate,
    monthlyCurrentSavings: data.monthly_current_savings,
    yearlyCurrentSavings: data.yearly_current_savings,
    estimate,
    isTopPerformer: estimate !== null && data.current_savings_rate > estimate.rate,
    yearlyExpansion:
      estimate === null ? 0 : Math.max(0, estimate.yearlySavings - data.yearly_current_savings),
    totalMonthlySpend: data.total_monthly_spend,
  };
}

/** Money in the invoice's own currency (USD shows as "$"); 2 decimals unless told otherwise. */
export function money(amount: number, currency: string, decimals = 2): string {
  return formatMoney(amount, { currency, decimals });
}
