import { isFreeMail } from "./free-mail-domains.ts";
import { toUsd } from "./usd-rates.ts";

/** One saving opportunity found in the bill (the insights issue adds these to extracted_data; optional). */
export type LeadOpportunity = {
  category?: string;
  lever?: string;
  max_discount?: number;
  estimated_monthly_low?: number;
  estimated_monthly_high?: number;
  method?: string;
};

/** What we know about a lead when scoring it. */
export type LeadSignals = {
  /** Monthly spend in the invoice's currency (figures in effect, after corrections). */
  monthlySpend: number | null;
  currency: string | null;
  /** Yearly savings gap: estimated minus current yearly savings, in the invoice's currency. */
  yearlyGap: number | null;
  /** Opportunities found, or null when the analysis predates them. */
  opportunities: readonly LeadOpportunity[] | null;
  email: string;
  bookedCall: boolean;
  sentMessage: boolean;
  correctedFigures: boolean;
  /** How many months of bills the visitor analysed (1 when unknown). */
  months: number;
};

export const LEAD_REASON_KEYS = [
  "spend",
  "gap",
  "opportunities",
  "company_domain",
  "booked_call",
  "sent_message",
  "corrected_figures",
  "added_months",
] as const;
export type LeadReasonKey = (typeof LEAD_REASON_KEYS)[number];

/** One line of "why this score": the points a signal gave out of its maximum, and what was seen. */
export type LeadReason = { key: LeadReasonKey; points: number; max: number; detail: string };
export type LeadScore = {
  score: number;
  reasons: LeadReason[];
  spendUsd: number | null;
  gapUsd: number | null;
};

/**
 * The weights, as data: each signal's maximum points (they add up to 100). Amounts score on a log scale
 * between `fromUsd` (0 points) and `toUsd` (all points), so $1k -> $10k counts as much as $10k -> $100k.
 */
export const LEAD_SCORE_WEIGHTS = {
  spend: { max: 30, fromUsd: 100, toUsd: 100_000 },
  gap: { max: 25, fromUsd: 500, toUsd: 250_000 },
  opportunities: { max: 10, each: 4 },
  company_domain: { max: 10 },
  booked_call: { max: 15 },
  sent_message: { max: 5 },
  corrected_figures: { max: 3 },
  added_months: { max: 2 },
} as const;

/** Every signal has a weight (checked by the compiler). */
const _everyKeyWeighted: Record<LeadReasonKey, { readonly max: number }> = LEAD_SCORE_WEIGHTS;
void _everyKeyWeighted;

/** 0..max on a log scale between from and to; rounded to one decimal. */
function logPoints(usd: number | null, scale: { max: number; fromUsd: number; toUsd: number }): number {
  if (usd === null || usd <= scale.fromUsd) return 0;
  const share = Math.log(usd / scale.fromUsd) / Math.log(scale.toUsd / scale.fromUsd);
  return Math.round(Math.min(1, share) * scale.max * 10) / 10;
}

const usd = (value: number) => `$${Math.round(value).toLocaleString("en-US")}`;

/** The lead score 0-100 and its reasons. Pure: the same signals always give the same score. */
export function scoreLead(signals: LeadSignals): LeadScore {
  const w = LEAD_SCORE_WEIGHTS;
  const spendUsd = toUsd(signals.monthlySpend, signals.currency);
  const gapUsd = toUsd(signals.yearlyGap === null ? null : Math.max(0, signals.yearlyGap), signals.currency);
  const found = signals.opportunities?.length ?? 0;
  const companyDomain = !isFreeMail(signals.email);
  const extraMonths = Math.max(0, signals.months - 1);
  const reasons: LeadReason[] = [
    {
      key: "spend",
      points: logPoints(spendUsd, w.spend),
      max: w.spend.max,
      detail:
        spendUsd === null
          ? `Monthly spend unknown in USD (${signals.currency ?? "no currency"})`
          : `Spends about ${usd(spendUsd)} a month`,
    },
    {
      key: "gap",
      points: logPoints(gapUsd, w.gap),
      max: w.gap.max,
      detail:
        gapUsd === null
          ? "No savings gap to the provider's average"
          : `Could save ${usd(gapUsd)} more a year`,
    },
    {
      key: "opportunities",
      points: Math.min(w.opportunities.max, found * w.opportunities.each),
      max: w.opportunities.max,
      detail:
        signals.opportunities === null
          ? "Opportunities not assessed"
          : `${found} saving ${found === 1 ? "opportunity" : "opportunities"} found`,
    },
    {
      key: "company_domain",
      points: companyDomain ? w.company_domain.max : 0,
      max: w.company_domain.max,
      detail: companyDomain ? "Company e-mail domain" : "Free-mail address",
    },
    {
      key: "booked_call",
      points: signals.bookedCall ? w.booked_call.max : 0,
      max: w.booked_call.max,
      detail: signals.bookedCall ? "Booked a call" : "No call booked",
    },
    {
      key: "sent_message",
      points: signals.sentMessage ? w.sent_message.max : 0,
      max: w.sent_message.max,
      detail: signals.sentMessage ? "Sent a message" : "No message sent",
    },
    {
      key: "corrected_figures",
      points: signals.correctedFigures ? w.corrected_figures.max : 0,
      max: w.corrected_figures.max,
      detail: signals.correctedFigures ? "Corrected figures" : "Figures not corrected",
    },
    {
      key: "added_months",
      points: extraMonths > 0 ? w.added_months.max : 0,
      max: w.added_months.max,
      detail:
        extraMonths > 0
          ? `Added ${extraMonths} more ${extraMonths === 1 ? "month" : "months"}`
          : "One month analysed",
    },
  ];
  const total = reasons.reduce((sum, r) => sum + r.points, 0);
  return { score: Math.max(0, Math.min(100, Math.round(total))), reasons, spendUsd, gapUsd };
}

/** Months and opportunities as later analyses store them in extracted_data (both optional). */
export function optionalLeadFields(extracted: unknown): {
  opportunities: LeadOpportunity[] | null;
  months: number;
} {
  const data = extracted && typeof extracted === "object" ? (extracted as Record<string, unknown>) : {};
  const opportunities = Array.isArray(data.opportunities)
    ? data.opportunities.filter((o): o is LeadOpportunity => Boolean(o) && typeof o === "object")
    : null;
  const months = Array.isArray(data.months)
    ? data.months.length
    : typeof data.months === "number" && Number.isFinite(data.months)
      ? data.months
      : 1;
  return { opportunities, months: Math.max(1, months) };
}
