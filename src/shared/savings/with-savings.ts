import { withRates } from "../insights/rates.ts";
import type { ExtractedData } from "../schemas/extracted-data.ts";
import { computeSavings } from "./compute-savings.ts";

/**
 * `data` with its savings fields recomputed by the docs/product.md#behaviour maths against `estimatedEsr` (the compared
 * provider's average, or null when there is none: the estimate is then hidden), with the rates beside it (the
 * effective savings rate, the credits share, the figures to check). Pure; `data` is not changed.
 */
export function withSavings(data: ExtractedData, estimatedEsr: number | null): ExtractedData {
  const savings = computeSavings({
    totalCharges: data.total_charges,
    netCharges: data.net_charges,
    serviceCharges: data.service_charges,
    savingsPlan: data.savings_plan,
    discount: data.discount,
    invoiceSummary: data.invoice_summary,
    estimatedEsr,
  });
  return withRates({
    ...data,
    provider_estimated_esr: estimatedEsr,
    current_savings_rate: savings.current_savings_rate,
    monthly_current_savings: savings.monthly_current_savings,
    yearly_current_savings: savings.yearly_current_savings,
    estimated_monthly_savings: savings.estimated_monthly_savings,
    estimated_yearly_savings: savings.estimated_yearly_savings,
    total_monthly_spend: savings.total_monthly_spend,
  });
}
