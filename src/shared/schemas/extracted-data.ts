import { z } from "zod";
import { MONEY_FIELDS, perMoneyField } from "./money-fields.ts";

// docs/product.md#data `extracted_data`, snake_case, amounts absolute, rates as fractions.
/** Not in the spec: what a summary line is to the reading; a deduction is taken off the charges. */
export const SUMMARY_LINE_KINDS = ["charge", "deduction", "total", "tax"] as const;
export const InvoiceSummaryItemSchema = z.object({
  description: z.string(),
  currency: z.string(),
  amount: z.number(),
  kind: z.enum(SUMMARY_LINE_KINDS).optional(),
});
export type InvoiceSummaryItem = z.infer<typeof InvoiceSummaryItemSchema>;
export type SummaryLineKind = (typeof SUMMARY_LINE_KINDS)[number];

// Not in the spec: says whether the figures read from the invoice add up, so a misread is visible.
export const ReconciliationCheckSchema = z.object({
  name: z.string(),
  ok: z.boolean(),
  expected: z.number(),
  actual: z.number(),
  message: z.string(),
});
export type ReconciliationCheck = z.infer<typeof ReconciliationCheckSchema>;

/** How sure the engine is of one figure: high when the summary's arithmetic reconciles with it. */
export const ConfidenceSchema = z.enum(["high", "medium", "low"]);
export type Confidence = z.infer<typeof ConfidenceSchema>;

// Not in the spec: where one extracted field was read, so a visitor (and staff) can see why a figure is what it is.
export const FieldProvenanceSchema = z.object({
  /** The printed words the value was read from (label and value, as on the page). */
  text: z.string(),
  page: z.number().int().positive(),
  /** [x0, y0, x1, y1] in PDF points, origin bottom-left (PDF user space). */
  box: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  confidence: ConfidenceSchema,
  /** Computed from other printed figures (not printed itself): `text` says how, from which printed words. */
  derived: z.boolean().optional(),
  /** Read by OCR from a scanned page: `text` is the recognised text of the figure's row. */
  scan: z.boolean().optional(),
});
export type FieldProvenance = z.infer<typeof FieldProvenanceSchema>;

/** The extracted fields that can carry a provenance entry (extracted_data's own names). */
export const PROVENANCE_FIELDS = [
  "provider",
  "account_number",
  "invoice_number",
  "invoice_date",
  ...MONEY_FIELDS,
  "currency",
] as const;
export type ProvenanceField = (typeof PROVENANCE_FIELDS)[number];
export const ProvenanceSchema = z.partialRecord(z.enum(PROVENANCE_FIELDS), FieldProvenanceSchema);
export type Provenance = z.infer<typeof ProvenanceSchema>;

/** Where the money goes. The categories a service's charges are counted in. */
export const SPEND_CATEGORIES = [
  "compute",
  "containers",
  "serverless",
  "databases",
  "storage",
  "network",
  "analytics",
  "ai_ml",
  "support",
  "marketplace",
  "other",
] as const;
export const SpendCategorySchema = z.enum(SPEND_CATEGORIES);
export type SpendCategory = z.infer<typeof SpendCategorySchema>;

export const BreakdownCategorySchema = z.object({
  category: SpendCategorySchema,
  /** In the invoice's currency; the categories add up to the charges. */
  amount: z.number(),
  lines: z.array(z.object({ description: z.string(), amount: z.number() })),
});
export type BreakdownCategory = z.infer<typeof BreakdownCategorySchema>;

/** A pricing lever for one category, with an estimated monthly saving range for this invoice. */
export const OpportunitySchema = z.object({
  category: SpendCategorySchema,
  lever: z.string(),
  /** The provider's published maximum discount, as a fraction. */
  max_discount: z.number().min(0).max(1),
  estimated_monthly_low: z.number(),
  estimated_monthly_high: z.number(),
  /** How the range was estimated, and the source of the maximum discount. */
  method: z.string(),
  source: z.string().optional(),
  /** What the lever can cover a month, in the invoice's currency (the lines' reachable share, less commitments in place). */
  eligible_amount: z.number().optional(),
  /** What the range assumes: term and upfront payment for a commitment; the stated assumption for a change. */
  assumption: z.string().optional(),
});
export type Opportunity = z.infer<typeof OpportunitySchema>;

/** What the bill would be once the credits end. */
export const CreditsCliffSchema = z.object({
  credits: z.number(),
  /** The net charges plus the credits: the bill once they end. */
  without_credits: z.number(),
  /** The share of the bill (before credits) the credits pay, as a fraction. */
  share: z.number().min(0).max(1),
});
export type CreditsCliff = z.infer<typeof CreditsCliffSchema>;

/** How a figure a visitor confirmed on the review step stands: as read (or picked on the page), or typed by them. */
export const VisitorSourceSchema = z.enum(["confirmed", "typed"]);
export type VisitorSource = z.infer<typeof VisitorSourceSchema>;

/** Not in the spec: the visitor confirmed the figures beside the page (the engine had refused them or read some below high). */
export const VisitorReviewSchema = z.object({
  confirmed_at: z.string(),
  kind: z.enum(["refused", "unsure"]),
  fields: z.partialRecord(z.enum(PROVENANCE_FIELDS), VisitorSourceSchema),
});
export type VisitorReview = z.infer<typeof VisitorReviewSchema>;

/** The summary's seven amounts (money-fields.ts), absolute, null where the invoice gives none. */
export const AmountsSchema = z.object(perMoneyField(() => z.number().nullable()));

/**
 * What was read from an invoice, in the API's names: the one shape of a reading, from the engine (and the second
 * reader) through the analysis, corrections and months to the client and the webhooks.
 */
export const FiguresSchema = z.object({
  provider: z.string(),
  account_number: z.string().nullable(),
  invoice_number: z.string().nullable(),
  invoice_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  invoice_summary: z.array(InvoiceSummaryItemSchema),
  ...AmountsSchema.shape,
  currency: z.string(),
  /** Not in the spec: "credit_note" when the document is a credit note (amounts stay absolute, docs/product.md#validation). */
  document_type: z.enum(["invoice", "credit_note"]),
  /** Not in the spec: the issuing legal entity as printed (e.g. "Amazon Web Services EMEA SARL"), when found. */
  seller: z.string().nullable(),
  provenance: ProvenanceSchema,
  /** Not in the spec: the credits balance left, where the invoice prints one (null or absent: not printed). */
  credits_balance: z.number().min(0).nullable().optional(),
});
export type Figures = z.infer<typeof FiguresSchema>;

/** What extraction hands the analysis: the figures read, whether they add up, and where the money goes. */
export type InvoiceExtraction = Figures & {
  checks: ReconciliationCheck[];
  /** Charges per category (empty: the invoice shows no per-service detail; absent: a credit note, no spending). */
  breakdown: BreakdownCategory[] | undefined;
  /** A Savings Plans or reservation fee printed as a charge, when the invoice has a savings plan. */
  commitment_fee: number | null;
  /** The billing period the invoice prints (YYYY-MM-DD), null when it prints none. */
  period_start: string | null;
  period_end: string | null;
};

/**
 * docs/product.md#data `extracted_data`: the figures read (stored analyses from before `document_type`, `seller`,
 * `provenance` and `breakdown` lack them) and what the analysis computed from them.
 */
export const ExtractedDataSchema = FiguresSchema.extend({
  provider_estimated_esr: z.number().min(0).max(1).nullable(),
  current_savings_rate: z.number(),
  monthly_current_savings: z.number(),
  yearly_current_savings: z.number(),
  estimated_monthly_savings: z.number().nullable(),
  estimated_yearly_savings: z.number().nullable(),
  total_monthly_spend: z.number(),
  checks: z.array(ReconciliationCheckSchema),
  document_type: FiguresSchema.shape.document_type.optional(),
  seller: FiguresSchema.shape.seller.optional(),
  provenance: ProvenanceSchema.optional(),
  /** Charges per category (empty: the invoice shows no per-service detail; absent: not read). */
  breakdown: z.array(BreakdownCategorySchema).optional(),
  /** Estimates only; they never change the savings figures above. */
  opportunities: z.array(OpportunitySchema).optional(),
  credits_cliff: CreditsCliffSchema.nullable().optional(),
  visitor_review: VisitorReviewSchema.optional(),
  /**
   * Not in the spec, beside its rate: commitment savings (net of a commitment's own fee line) and negotiated
   * discounts over the on-demand-equivalent charges, as a fraction; credits and prepayments are not savings.
   */
  effective_savings_rate: z.number().min(0).max(1).optional(),
  /** Not in the spec: the share of the charges credits and prepayments pay, as a fraction. */
  credits_share: z.number().min(0).max(1).optional(),
  /** Not in the spec: a Savings Plans or reservation fee printed as a charge (what the commitment costs a month). */
  commitment_fee: z.number().nullable().optional(),
  /** Not in the spec: the billing period the invoice prints (YYYY-MM-DD), null when it prints none. */
  period_start: z.string().nullable().optional(),
  period_end: z.string().nullable().optional(),
  /** Not in the spec: the figures feeding the rates not read at high confidence, until a visitor settles them. */
  figures_to_check: z.array(z.enum(PROVENANCE_FIELDS)).optional(),
});
export type ExtractedData = z.infer<typeof ExtractedDataSchema>;

/** The fields the analysis computes from the figures read (savings against the compared provider, insights). */
export type AnalysedField =
  | "provider_estimated_esr"
  | "current_savings_rate"
  | "monthly_current_savings"
  | "yearly_current_savings"
  | "estimated_monthly_savings"
  | "estimated_yearly_savings"
  | "total_monthly_spend"
  | "opportunities"
  | "credits_cliff"
  | "effective_savings_rate"
  | "credits_share"
  | "figures_to_check";
