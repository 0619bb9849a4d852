import { creditsCliff, findOpportunities } from "../insights/opportunities.ts";
import { withRates } from "../insights/rates.ts";
import type { AnalysedField, ExtractedData } from "../schemas/extracted-data.ts";
import { computeSavings } from "./compute-savings.ts";

/**
 * The figures an analysis starts from: an extraction (`InvoiceExtraction`), or a stored analysis whose figures a
 * visitor corrected (its computed fields are computed again).
 */
export type AnalysisInput = Omit<ExtractedData, AnalysedField> & Partial<Pick<ExtractedData, AnalysedField>>;

/**
 * The analysis of figures read, against `estimatedEsr` (the compared provider's average, or null when there is
 * none: the estimate is then hidden): the docs/product.md#behaviour savings, the rates beside them (the effective
 * savings rate, the credits share, the figures to check, less the ones a visitor `settled`), and, for a reading
 * with a breakdown, the pricing levers and the credits cliff. The one place they are computed. Pure; `read` is
 * not changed.
 */
export function analyzeFigures(
  read: AnalysisInput,
  estimatedEsr: number | null,
  settled: readonly string[] = [],
): ExtractedData {
  const savings = computeSavings({ ...read, estimated_esr: estimatedEsr });
  // Estimates only: they never change the savings figures; the breakdown stays as printed.
  const insights =
    read.breakdown === undefined
      ? {}
      : {
          opportunities: findOpportunities(read, read.breakdown),
          credits_cliff: creditsCliff(read.credits, read.net_charges),
        };
  return withRates(
    {
      ...read,
      provider_estimated_esr: estimatedEsr,
      // Null: the invoice prints no credits balance (a stored analysis from before it was read lacks the field).
      credits_balance: read.credits_balance ?? null,
      current_savings_rate: savings.current_savings_rate,
      monthly_current_savings: savings.monthly_current_savings,
      yearly_current_savings: savings.yearly_current_savings,
      estimated_monthly_savings: savings.estimated_monthly_savings,
      estimated_yearly_savings: savings.estimated_yearly_savings,
      total_monthly_spend: savings.total_monthly_spend,
      ...insights,
    },
    settled,
  );
}
