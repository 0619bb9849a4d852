import type { ExtractedData, ProvenanceField } from "../schemas/extracted-data.ts";

/**
 * The rates a FinOps practitioner reads beside the spec's savings rate. The spec's rate (charges minus net over
 * charges) counts credits and prepayments as savings: an invoice paid 96% by promotional credits shows 96%. These
 * say what the rate is made of:
 * - the effective savings rate: commitment savings (a Savings Plans or reservation deduction, net of the
 *   commitment's own fee line when the invoice prints one) and negotiated discounts, over the on-demand-equivalent
 *   charges. Credits and prepayments are not in it: they pay the bill, they do not make it cheaper.
 * - the credits share: credits and prepayments applied, over the same charges.
 */
export type SavingsRates = { effective_savings_rate: number; credits_share: number };

type RateInput = Pick<
  ExtractedData,
  "total_monthly_spend" | "savings_plan" | "discount" | "credits" | "provenance" | "invoice_summary"
> & { commitment_fee?: number | null };

// A deduction that is a prepayment or a monetary commitment drawn down (a way of paying, never a saving), in the
// languages the engine reads. A percentage or a discount word ("Commitment Discount (25%)", "Korting (Universal
// Credits 25%)") makes it a negotiated discount instead.
const PREPAYMENT =
  /prepa(?:y|id)|pre-pa(?:y|id)|monetary commitment|universal credits?|commitment (?:usage|drawdown|applied)|paiement anticip|pr[ée]paiement|engagement mon[ée]taire|vorauszahlung|vorauskasse|pago anticipado|prepago|pr[ée]-?pagamento|pagamento antecipado|pagamento anticipato|vooruitbetaling|前払|预付|預付|선불|선납/iu;
const DISCOUNT_WORD =
  /\d\s?%|discount|rabatt|remise|r[ée]duction|descuento|desconto|sconto|korting|rabat|alennus|割引|折扣|할인/iu;

/** Whether a printed deduction is a prepayment or monetary commitment applied, not a saving. */
export function isPrepayment(text: string): boolean {
  return PREPAYMENT.test(text) && !DISCOUNT_WORD.test(text);
}

const fraction = (part: number, whole: number) =>
  whole > 0 ? Math.min(1, Math.max(0, Math.round((part / whole) * 1e6) / 1e6)) : 0;

/** The deduction's printed words: its provenance, else a summary row of the same amount. */
function printedAs(data: RateInput, field: "discount" | "savings_plan", amount: number): string {
  const seen = data.provenance?.[field]?.text;
  if (seen) return seen;
  const row = data.invoice_summary.find((item) => Math.abs(Math.abs(item.amount) - amount) < 0.005);
  return row?.description ?? "";
}

/** The effective savings rate and the credits share of one invoice's figures. Pure. */
export function savingsRates(data: RateInput): SavingsRates {
  const charges = data.total_monthly_spend;
  let commitment = data.savings_plan ?? 0;
  let discount = data.discount ?? 0;
  let paid = data.credits ?? 0;
  if (commitment > 0 && isPrepayment(printedAs(data, "savings_plan", commitment))) {
    paid += commitment;
    commitment = 0;
  }
  if (discount > 0 && isPrepayment(printedAs(data, "discount", discount))) {
    paid += discount;
    discount = 0;
  }
  const netCommitment = Math.max(0, commitment - (data.commitment_fee ?? 0));
  return {
    effective_savings_rate: fraction(netCommitment + discount, charges),
    credits_share: fraction(paid, charges),
  };
}

/**
 * Whether credits and prepayments make most of the spec's rate: the share they pay is more than half of the rate
 * the page shows, so the rate says more about who pays the bill than about how it is optimised.
 */
export function creditsMakeTheRate(data: {
  current_savings_rate: number;
  credits_share?: number | undefined;
}): boolean {
  const share = data.credits_share ?? 0;
  return data.current_savings_rate > 0 && share > data.current_savings_rate / 2;
}

type CheckInput = Pick<
  ExtractedData,
  | "total_charges"
  | "net_charges"
  | "service_charges"
  | "savings_plan"
  | "discount"
  | "credits"
  | "provenance"
  | "checks"
  | "visitor_review"
>;

/** The figures the rates are computed from (docs/product.md#behaviour's rules, then the deductions). */
export function rateInputs(data: CheckInput): ProvenanceField[] {
  const fields: ProvenanceField[] = [];
  if (data.total_charges !== null) fields.push("total_charges");
  else if (data.net_charges !== null && data.service_charges !== null) fields.push("service_charges");
  if (data.net_charges !== null) fields.push("net_charges");
  for (const field of ["savings_plan", "discount", "credits"] as const)
    if (data[field] !== null && data[field] !== 0) fields.push(field);
  return fields;
}

// A failed reconciliation check puts the figures it compares in doubt.
const CHECKED: Record<string, readonly ProvenanceField[]> = {
  net_charges: ["total_charges", "net_charges", "savings_plan", "discount", "credits"],
  amount_due: ["net_charges", "service_charges"],
};

/**
 * The figures feeding the rates that were not read at `high` confidence (derived from other figures, read with
 * doubt, or in a reconciliation check that fails), less the ones a visitor settled (corrected, or confirmed or
 * typed in the review step). An
 * extraction without provenance (an older result) has nothing to check. Pure.
 */
export function figuresToCheck(data: CheckInput, settled: readonly string[] = []): ProvenanceField[] {
  const provenance = data.provenance;
  if (!provenance) return [];
  // The figures a visitor confirmed or typed in the review step are settled as a correction is.
  const reviewed = Object.keys(data.visitor_review?.fields ?? {});
  const failed = new Set(
    data.checks.filter((check) => !check.ok).flatMap((check) => CHECKED[check.name] ?? []),
  );
  return rateInputs(data).filter((field) => {
    if (settled.includes(field) || reviewed.includes(field)) return false;
    const read = provenance[field];
    return !read || read.derived === true || read.confidence !== "high" || failed.has(field);
  });
}

/** `data` with its rates and the figures to check. Pure; `data` is not changed. */
export function withRates(data: ExtractedData, settled: readonly string[] = []): ExtractedData {
  return { ...data, ...savingsRates(data), figures_to_check: figuresToCheck(data, settled) };
}
