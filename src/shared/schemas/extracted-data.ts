import { z } from "zod";

// Spec §3 `extracted_data`, snake_case, amounts absolute, rates as fractions.
export const InvoiceSummaryItemSchema = z.object({
  description: z.string(),
  currency: z.string(),
  amount: z.number(),
});
export type InvoiceSummaryItem = z.infer<typeof InvoiceSummaryItemSchema>;

// Not in the spec: says whether the figures read from the invoice add up, so a misread is visible.
export const ReconciliationCheckSchema = z.object({
  name: z.string(),
  ok: z.boolean(),
  expected: z.number(),
  actual: z.number(),
  message: z.string(),
});
export type ReconciliationCheck = z.infer<typeof ReconciliationCheckSchema>;

const money = z.number().nullable();

export const ExtractedDataSchema = z.object({
  provider: z.string(),
  provider_estimated_esr: z.number().min(0).max(1).nullable(),
  account_number: z.string().nullable(),
  invoice_number: z.string().nullable(),
  invoice_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  invoice_summary: z.array(InvoiceSummaryItemSchema),
  service_charges: money,
  total_charges: money,
  savings_plan: money,
  discount: money,
  credits: money,
  net_charges: money,
  vat: money,
  currency: z.string(),
  current_savings_rate: z.number(),
  monthly_current_savings: z.number(),
  yearly_current_savings: z.number(),
  estimated_monthly_savings: z.number().nullable(),
  estimated_yearly_savings: z.number().nullable(),
  total_monthly_spend: z.number(),
  checks: z.array(ReconciliationCheckSchema),
});
export type ExtractedData = z.infer<typeof ExtractedDataSchema>;
