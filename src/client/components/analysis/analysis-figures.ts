import type { BookingPrefill } from "#client/lib/contact-intent.ts";
import { formatMoney } from "#shared/format/money.ts";
import { type RateNotes, rateNotes } from "#shared/insights/rate-notes.ts";
import { DEFAULT_CURRENCY } from "#shared/limits.ts";
import { issuerLabel } from "#shared/providers/provider-identity.ts";
import type { ExtractedData } from "#shared/schemas/extracted-data.ts";
import type { Result } from "#shared/schemas/result.ts";

/** What the cards and the closing message show, derived once from a stored result (docs/product.md#screens, #behaviour). */
export type AnalysisFigures = {
  providerName: string;
  currency: string;
  currentRate: number;
  monthlyCurrentSavings: number;
  yearlyCurrentSavings: number;
  /** null when the provider has no estimate: the estimated card and the comparison are hidden. */
  estimate: { rate: number; monthlySavings: number; yearlySavings: number } | null;
  isTopPerformer: boolean;
  /** docs/product.md#screens: estimated yearly minus current yearly savings, never below zero. */
  yearlyExpansion: number;
  totalMonthlySpend: number;
  /** Beside the spec's rate: the effective rate, the credits share, the figures to check (none on older results). */
  notes?: RateNotes | null;
};

function estimateOf(data: ExtractedData): AnalysisFigures["estimate"] {
  if (data.provider_estimated_esr === null) return null;
  return {
    rate: data.provider_estimated_esr,
    monthlySavings: data.estimated_monthly_savings ?? 0,
    yearlySavings: data.estimated_yearly_savings ?? 0,
  };
}

/** The compared provider's name; for an issuer with no comparison (disabled, unlisted), the issuer's. */
export function providerNameOf(result: Pick<Result, "provider_name" | "provider_check">): string {
  if (result.provider_name) return result.provider_name;
  const issuer = result.provider_check?.detected_provider;
  return issuer ? issuerLabel(issuer) : "Unknown";
}

export function analysisFigures(result: Result): AnalysisFigures {
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
    notes: rateNotes(data),
  };
}

export type ClosingKind = "no-estimate" | "top-performer" | "at-target" | "expansion";

/**
 * Which closing message a result gets (docs/product.md#screens): none to compare with; above the average; at it (no whole unit of
 * money to gain, so no "expand by $0"); or the expansion.
 */
export function closingKindOf(figures: AnalysisFigures): ClosingKind {
  if (figures.estimate === null) return "no-estimate";
  if (figures.isTopPerformer) return "top-performer";
  return Math.round(figures.yearlyExpansion) <= 0 ? "at-target" : "expansion";
}

/** Money in the invoice's own currency (USD shows as "$"), with its own minor units unless told fewer. */
export function money(amount: number, currency: string, decimals?: number): string {
  return formatMoney(amount, { currency, decimals });
}

/** What "Schedule a free call" hands to the booking form from this result. */
export function bookingPrefillOf(result: Result): BookingPrefill {
  const date = result.extracted_data.invoice_date;
  return {
    result_id: result.id,
    name: result.name,
    email: result.email,
    label: `${providerNameOf(result)} invoice${date ? ` of ${date}` : ""}`,
  };
}
