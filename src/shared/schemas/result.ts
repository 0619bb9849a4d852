import { z } from "zod";
import { ExtractedDataSchema } from "./extracted-data.ts";

/** GET /api/results/:id (DESIGN.md). */
export const AnalysisResultSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
  cloud_provider_id: z.uuid().nullable(),
  provider_name: z.string().nullable(),
  extracted_data: ExtractedDataSchema,
});
export type AnalysisResult = z.infer<typeof AnalysisResultSchema>;
