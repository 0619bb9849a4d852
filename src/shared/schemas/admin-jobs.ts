import { z } from "zod";

/** One piece of background work that failed for good (its retries used up): a mail or a webhook delivery. */
export const FailedJobSchema = z.object({
  kind: z.enum(["mail", "webhook"]),
  id: z.string(),
  /** What it was: "contact acknowledgement", "booking.created"... */
  what: z.string(),
  /** Where it was going: a mail's recipient, a webhook's URL. */
  target: z.string(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  failed_at: z.string().nullable(),
});
export type FailedJob = z.infer<typeof FailedJobSchema>;

export const FailedJobParamsSchema = z.object({ kind: z.enum(["mail", "webhook"]), id: z.string().max(100) });
