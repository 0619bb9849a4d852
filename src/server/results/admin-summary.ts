import { savingsGap } from "#shared/savings/savings-gap.ts";
import { ProviderMatchSchema } from "#shared/schemas/provider-match.ts";
import { visitorMark } from "../review/visitor-mark.ts";
import { figuresOf, type StoredResult } from "./find-result.ts";

function numberField(data: unknown, key: string): number | null {
  const value = data && typeof data === "object" ? (data as Record<string, unknown>)[key] : undefined;
  return typeof value === "number" ? value : null;
}

function textField(data: unknown, key: string): string | null {
  const value = data && typeof data === "object" ? (data as Record<string, unknown>)[key] : undefined;
  return typeof value === "string" ? value : null;
}

/**
 * What staff see of a result in the list: the savings rate in effect (after any correction), the gap to the
 * compared provider's estimate, and whether it was corrected or its invoice came from another provider.
 * A stored extraction that does not parse still shows the figures it has.
 */
export function adminSummary(row: StoredResult) {
  const match = ProviderMatchSchema.safeParse(row.provider_match);
  const marks = {
    corrected: row.corrections !== null && row.corrections !== undefined,
    provider_match: match.success ? match.data : null,
    chosen_provider_name: row.chosen_provider_name,
    detected_provider: row.detected_provider,
    /** The visitor confirmed the figures beside the page ("typed": some are not printed on it). */
    visitor_review: visitorMark(row.extracted_data),
  };
  try {
    const data = figuresOf(row).extracted_data;
    return {
      ...savingsGap(data),
      effective_savings_rate: data.effective_savings_rate ?? null,
      credits_share: data.credits_share ?? null,
      currency: data.currency,
      total_monthly_spend: data.total_monthly_spend,
      ...marks,
    };
  } catch {
    return {
      current_savings_rate: numberField(row.extracted_data, "current_savings_rate"),
      estimated_esr: null,
      gap_to_estimate: null,
      yearly_gap: null,
      effective_savings_rate: numberField(row.extracted_data, "effective_savings_rate"),
      credits_share: numberField(row.extracted_data, "credits_share"),
      currency: textField(row.extracted_data, "currency"),
      total_monthly_spend: numberField(row.extracted_data, "total_monthly_spend"),
      ...marks,
    };
  }
}
