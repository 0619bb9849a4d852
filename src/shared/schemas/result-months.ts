import { z } from "zod";
import { AmountsSchema } from "./extracted-data.ts";

export { MAX_RESULT_MONTHS } from "../limits.ts";

/** One monthly invoice's figures on a result (the original invoice is one of them), in its currency. */
export const ResultMonthSchema = AmountsSchema.omit({ service_charges: true }).extend({
  invoice_date: z.string().nullable(),
  currency: z.string(),
  /** The month's effective savings rate and credits share (fractions), as on the result. */
  effective_savings_rate: z.number().min(0).max(1).optional(),
  credits_share: z.number().min(0).max(1).optional(),
});
export type ResultMonth = z.infer<typeof ResultMonthSchema>;
