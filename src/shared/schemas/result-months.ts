import { z } from "zod";
import { AmountsSchema } from "./extracted-data.ts";

export { MAX_RESULT_MONTHS } from "../limits.ts";

/** One monthly invoice's figures on a result (the original invoice is one of them), in its currency. */
export const ResultMonthSchema = AmountsSchema.omit({ service_charges: true }).extend({
  invoice_date: z.string().nullable(),
  currency: z.string(),
  /** The billing period the month's invoices print (YYYY-MM-DD), null when they print none. */
  period_start: z.string().nullable().optional(),
  period_end: z.string().nullable().optional(),
  /** How many invoices of the account make this month (two invoices of one period add up). */
  invoices: z.number().int().min(1).optional(),
  /** The month's effective savings rate and credits share (fractions), as on the result. */
  effective_savings_rate: z.number().min(0).max(1).optional(),
  credits_share: z.number().min(0).max(1).optional(),
  /** The credits balance left after this month, where its invoice prints one (absent otherwise). */
  credits_balance: z.number().min(0).nullable().optional(),
  /** What credit notes of this account and period took off the month (charges and net), when any did. */
  correction: z.number().optional(),
  /** How many credit notes make that correction. */
  credit_notes: z.number().int().min(1).optional(),
});
export type ResultMonth = z.infer<typeof ResultMonthSchema>;

/** The text fields of POST /api/results/:id/invoices beside the PDF: the visitor's confirmation of the account. */
export const AddMonthFieldsSchema = z.object({ confirmAccount: z.literal("true").optional() });
