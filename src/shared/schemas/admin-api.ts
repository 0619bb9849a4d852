import { z } from "zod";
import { LeadReasonSchema } from "../leads/lead-schemas.ts";
import { adminPageSchema } from "./admin-page.ts";
import { ProviderMatchSchema } from "./provider-match.ts";
import { StaffAccountFields } from "./staff.ts";

// Response shapes of /api/admin/* (snake_case per docs/product.md#data).
export const AdminResultRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  pdf_url: z.string(),
  created_at: z.string(),
  cloud_provider_id: z.string().nullable(),
  provider_name: z.string().nullable(),
  /** Staff marked it to keep: the retention purge passes it by. */
  keep: z.boolean(),
  /** The savings rate in effect (after any visitor correction). */
  current_savings_rate: z.number().nullable(),
  /** The compared provider's average, and how far the result is below it (fraction; negative when above). */
  estimated_esr: z.number().nullable(),
  gap_to_estimate: z.number().nullable(),
  /** Yearly savings still possible at the provider's average, in the invoice's currency. */
  yearly_gap: z.number().nullable(),
  currency: z.string().nullable(),
  total_monthly_spend: z.number().nullable(),
  /** A visitor corrected figures (staff see both readings on the result page). */
  corrected: z.boolean(),
  /** The visitor confirmed the figures on the review step ("typed": some are not printed on the invoice). */
  visitor_review: z.enum(["confirmed", "typed"]).nullable(),
  /** The invoice's issuer beside the visitor's choice; null for results from before the check. */
  provider_match: ProviderMatchSchema.nullable(),
  chosen_provider_name: z.string().nullable(),
  detected_provider: z.string().nullable(),
  /** Lead score 0-100 and why; null only for a result not scored yet. */
  lead_score: z.number().int().nullable(),
  lead_reasons: z.array(LeadReasonSchema),
});
export type AdminResultRow = z.infer<typeof AdminResultRowSchema>;

export const AdminResultsPageSchema = adminPageSchema(AdminResultRowSchema);
export type AdminResultsPage = z.infer<typeof AdminResultsPageSchema>;

/** PUT /api/admin/results/:id/keep */
export const ResultKeepSchema = z.object({ value: z.boolean() });

export const AdminMeSchema = z.object({
  user: z.object({ ...StaffAccountFields, image: z.string().nullable() }),
  session: z.object({ expires_at: z.string() }),
});
export type AdminMe = z.infer<typeof AdminMeSchema>;
