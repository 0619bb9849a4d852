import { z } from "zod";
import { ExtractedDataSchema } from "./extracted-data.ts";
import { CORRECTABLE_FIELDS } from "./figure-correction.ts";
import { ProviderCheckSchema } from "./provider-match.ts";
import { ResultMonthSchema } from "./result-months.ts";

/** GET /api/results/:id; PATCH /api/results/:id/figures answers the same shape. */
export const ResultSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
  cloud_provider_id: z.uuid().nullable(),
  provider_name: z.string().nullable(),
  /** The figures in effect: the extraction with any visitor corrections, savings recomputed. */
  extracted_data: ExtractedDataSchema,
  /** The untouched extraction; present only when a visitor corrected figures. */
  original_extracted_data: ExtractedDataSchema.optional(),
  /** The fields a visitor corrected (extracted_data names); empty when none. */
  corrected_fields: z.array(z.enum(CORRECTABLE_FIELDS)).optional(),
  /** How many more corrections this result accepts. */
  corrections_left: z.number().int().min(0).optional(),
  /** The visitor's provider choice beside the issuer read from the invoice; null for older results. */
  provider_check: ProviderCheckSchema.nullable().optional(),
  /** The result's invoice and the months added to it, oldest first. */
  months: z.array(ResultMonthSchema).optional(),
});
export type Result = z.infer<typeof ResultSchema>;
