import { z } from "zod";
import { LEAD_REASON_KEYS } from "./lead-score.ts";

/** One line of "why this score" as the admin API sends it. */
export const LeadReasonSchema = z.object({
  key: z.enum(LEAD_REASON_KEYS),
  points: z.number(),
  max: z.number(),
  detail: z.string(),
});

/** Results History orders: newest first (docs/product.md#screens) or highest lead score first. */
export const RESULTS_SORTS = ["newest", "score"] as const;
export type ResultsSort = (typeof RESULTS_SORTS)[number];
