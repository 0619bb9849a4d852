import type { BookingPrefill } from "#client/lib/contact-intent.ts";
import { formatMoney } from "#shared/format/money.ts";
import { monthKeyDate, periodMonth } from "#shared/insights/combine-months.ts";
import { type RateNotes, rateNotes } from "#shared/insights/rate-notes.ts";
import { DEFAULT_CURRENCY } from "#shared/limits.ts";
import { issuerLabel } from "#shared/providers/provider-identity.ts";
import { computeSavings } from "#shared/savings/compute-savings.ts";
import type { ExtractedData } from "#shared/schemas/extracted-data.ts";
import type { Result } from "#shared/schemas/result.ts";
import type { ResultMonth } from "#shared/schemas/result-months.ts";
import { monthLabel } from "./month-label.ts";

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
  /** The month the figures are of ("May 2026") when they follow the latest month rather than this invoice alone. */
  latestMonth?: string | null;
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

/**
 * The month the page's header follows: the latest on the result, once it is more than the result's own invoice
 * (a later month added, another invoice of the same period, a credit note correcting it); null otherwise.
 */
export function headerMonth(result: Result): ResultMonth | null {
  const latest = result.months?.at(-1);
  if (!latest) return null;
  const data = result.extracted_data;
  const ownOnly =
    (latest.invoices ?? 1) === 1 &&
    !latest.correction &&
    monthKeyDate(latest) === (data.period_start ?? data.invoice_date);
  return ownOnly ? null : latest;
}

/**
 * The header's figures (the cards, the closing message, the credits warning): those of the latest month on the
 * result, so that the header and "How the bill moves" agree; the result's own invoice while it is the only one.
 * Computed the way the trend computes a month's rate, against the same provider estimate.
 */
export function headerFigures(result: Result): AnalysisFigures {
  const own = analysisFigures(result);
  const month = headerMonth(result);
  if (!month) return own;
  const data = result.extracted_data;
  const savings = computeSavings({
    ...month,
    service_charges: null,
    invoice_summary: [],
    estimated_esr: data.provider_estimated_esr,
  });
  const estimate =
    data.provider_estimated_esr === null
      ? null
      : {
          rate: data.provider_estimated_esr,
          monthlySavings: savings.estimated_monthly_savings ?? 0,
          yearlySavings: savings.estimated_yearly_savings ?? 0,
        };
  const ownInvoiceInIt = monthKeyDate(month) === (data.period_start ?? data.invoice_date);
  return {
    ...own,
    currency: month.currency || own.currency,
    currentRate: savings.current_savings_rate,
    monthlyCurrentSavings: savings.monthly_current_savings,
    yearlyCurrentSavings: savings.yearly_current_savings,
    estimate,
    isTopPerformer: savings.is_top_performer,
    yearlyExpansion:
      estimate === null ? 0 : Math.max(0, estimate.yearlySavings - savings.yearly_current_savings),
    totalMonthlySpend: savings.total_monthly_spend,
    notes: rateNotes({
      current_savings_rate: savings.current_savings_rate,
      effective_savings_rate: month.effective_savings_rate,
      credits_share: month.credits_share,
      figures_to_check: ownInvoiceInIt ? data.figures_to_check : undefined,
    }),
    latestMonth: monthLabel({ period_month: periodMonth(month), invoice_date: month.invoice_date }),
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
