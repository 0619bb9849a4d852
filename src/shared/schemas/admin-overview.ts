import { z } from "zod";

/** GET /api/admin/overview: the firm's leads at a glance, every figure aggregated in SQL. */
export const AdminOverviewSchema = z.object({
  /** The period every figure covers: the last `weeks` weeks (Monday-based, UTC), this week included. */
  weeks: z.number().int(),
  since: z.string(),
  analyses_per_week: z.array(z.object({ week_start: z.string(), analyses: z.number().int() })),
  totals: z.object({
    analyses: z.number().int(),
    /** Monthly spend of every analysed bill, in USD (fixed rate table); bills in other currencies left out. */
    monthly_spend_usd: z.number(),
    yearly_gap_usd: z.number(),
    /** Analyses whose currency is not in the rate table (not in the sums). */
    not_converted: z.number().int(),
  }),
  funnel: z.object({
    analyses: z.number().int(),
    calls_booked: z.number().int(),
    messages: z.number().int(),
  }),
  providers: z.array(
    z.object({ provider: z.string(), analyses: z.number().int(), monthly_spend_usd: z.number() }),
  ),
  /** The best-scoring leads of the last 24 hours. */
  top_leads: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      email: z.string(),
      provider: z.string().nullable(),
      lead_score: z.number().int().nullable(),
      monthly_spend_usd: z.number().nullable(),
      yearly_gap_usd: z.number().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

export const OVERVIEW_DEFAULT_WEEKS = 12;
export const OVERVIEW_MAX_WEEKS = 52;
