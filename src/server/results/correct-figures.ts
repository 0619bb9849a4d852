import { eq, sql } from "drizzle-orm";
import { MAX_CORRECTIONS_PER_RESULT } from "#shared/limits.ts";
import {
  MSG_CORRECTION_LIMIT,
  MSG_CORRECTION_NET_ABOVE_CHARGES,
  MSG_RESULT_NOT_FOUND,
} from "#shared/messages.ts";
import { applyCorrections, effectiveCorrections } from "#shared/savings/apply-corrections.ts";
import { ExtractedDataSchema } from "#shared/schemas/extracted-data.ts";
import { type FigureCorrection, netAboveCharges } from "#shared/schemas/figure-correction.ts";
import type { Db } from "../db/client.ts";
import { resultsHistory } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { isUuid } from "../http/uuid.ts";
import { rescoreLeadsQuietly } from "../leads/rescore.ts";
import { parseStoredCorrections } from "./find-result.ts";

/**
 * Lays a visitor's corrections over the stored ones (row locked, so two at once do not lose one). The extraction
 * stays as it was read; a field corrected back to its reading drops out. Each accepted correction counts
 * towards MAX_CORRECTIONS_PER_RESULT.
 */
export async function correctFigures(db: Db, id: string, input: FigureCorrection): Promise<void> {
  if (!isUuid(id)) throw new HttpError(404, MSG_RESULT_NOT_FOUND);
  const key = id.toLowerCase();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        extracted_data: resultsHistory.extracted_data,
        corrections: resultsHistory.corrections,
        correction_count: resultsHistory.correction_count,
      })
      .from(resultsHistory)
      .where(eq(resultsHistory.id, key))
      .for("update");
    if (!row) throw new HttpError(404, MSG_RESULT_NOT_FOUND);
    if (row.correction_count >= MAX_CORRECTIONS_PER_RESULT) throw new HttpError(409, MSG_CORRECTION_LIMIT);

    const original = ExtractedDataSchema.parse(row.extracted_data);
    const next = effectiveCorrections(original, { ...parseStoredCorrections(row.corrections), ...input });
    if (netAboveCharges(applyCorrections(original, next)))
      throw new HttpError(400, MSG_CORRECTION_NET_ABOVE_CHARGES);

    await tx
      .update(resultsHistory)
      .set({
        corrections: Object.keys(next).length > 0 ? next : null,
        correction_count: sql`${resultsHistory.correction_count} + 1`,
        corrected_at: new Date(),
      })
      .where(eq(resultsHistory.id, key));
  });
  await rescoreLeadsQuietly(db, { ids: [key] });
}
