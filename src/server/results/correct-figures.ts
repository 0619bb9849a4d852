import { eq, sql } from "drizzle-orm";
import { formatMoney } from "#shared/format/money.ts";
import { MAX_CORRECTIONS_PER_RESULT } from "#shared/limits.ts";
import {
  MSG_CORRECTION_LIMIT,
  MSG_CORRECTION_NET_ABOVE_CHARGES,
  MSG_RESULT_NOT_FOUND,
} from "#shared/messages/result.ts";
import { EQUATIONS } from "#shared/review/equations.ts";
import { applyCorrections, effectiveCorrections } from "#shared/savings/apply-corrections.ts";
import { reconcileFigures } from "#shared/savings/reconcile-figures.ts";
import type { ExtractedData } from "#shared/schemas/extracted-data.ts";
import { ExtractedDataSchema } from "#shared/schemas/extracted-data.ts";
import { type FigureCorrection, netAboveCharges } from "#shared/schemas/figure-correction.ts";
import type { Result } from "#shared/schemas/result.ts";
import type { Db } from "../db/client.ts";
import { cloudProviders, resultsHistory } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { isUuid } from "../http/uuid.ts";
import { rescoreLeadsQuietly } from "../leads/rescore.ts";
import { parseStoredCorrections, RESULT_COLUMNS, resultOf } from "./find-result.ts";
import { checkManageToken } from "./manage-token.ts";

/**
 * Lays a visitor's corrections over the stored ones (row locked, so two at once do not lose one), once the manage
 * token (`tokenHeader`) is checked against the same row. The extraction stays as it was read; a field corrected
 * back to its reading drops out. Each accepted correction counts towards MAX_CORRECTIONS_PER_RESULT. Answers the
 * result as GET /api/results/:id would, from the row it locked: one read of the result, one of its months.
 */
export async function correctFigures(
  db: Db,
  id: string,
  input: FigureCorrection,
  tokenHeader: unknown,
): Promise<Result> {
  if (!isUuid(id)) throw new HttpError(404, MSG_RESULT_NOT_FOUND);
  const key = id.toLowerCase();
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ...RESULT_COLUMNS, manage_token_hash: resultsHistory.manage_token_hash })
      .from(resultsHistory)
      .leftJoin(cloudProviders, eq(cloudProviders.id, resultsHistory.cloud_provider_id))
      .where(eq(resultsHistory.id, key))
      .for("update", { of: resultsHistory });
    if (!row) throw new HttpError(404, MSG_RESULT_NOT_FOUND);
    await checkManageToken(tx, key, row.manage_token_hash, tokenHeader);
    if (row.correction_count >= MAX_CORRECTIONS_PER_RESULT) throw new HttpError(409, MSG_CORRECTION_LIMIT);

    const original = ExtractedDataSchema.parse(row.extracted_data);
    const stored = parseStoredCorrections(row.corrections);
    const next = effectiveCorrections(original, { ...stored, ...input });
    const after = applyCorrections(original, next);
    if (netAboveCharges(after)) throw new HttpError(400, MSG_CORRECTION_NET_ABOVE_CHARGES);
    const broken = brokenEquation(original, applyCorrections(original, stored), after);
    if (broken) throw new HttpError(400, broken);

    const corrections = Object.keys(next).length > 0 ? next : null;
    await tx
      .update(resultsHistory)
      .set({
        corrections,
        correction_count: sql`${resultsHistory.correction_count} + 1`,
        corrected_at: new Date(),
      })
      .where(eq(resultsHistory.id, key));
    return { ...row, corrections, correction_count: row.correction_count + 1 };
  });
  await rescoreLeadsQuietly(db, { ids: [key] });
  return resultOf(db, updated);
}

/**
 * The invoice's equations (charges − credits − discounts − savings plans = net; net + tax = amount due) that held
 * on the figures before this correction and no longer hold after it: the first one's message, or null. An
 * equation that did not hold before (a misread the visitor is fixing) does not stop a correction, nor does going
 * back to the figures as read; otherwise one that held must still hold, so a figure changed alone that breaks it
 * is refused until the others are corrected with it.
 */
export function brokenEquation(
  read: ExtractedData,
  before: ExtractedData,
  after: ExtractedData,
): string | null {
  const held = new Set(
    reconcileFigures(before)
      .filter((c) => c.ok)
      .map((c) => c.name),
  );
  // Going back to the figures as read (and printed) is allowed, even where the invoice itself does not add up.
  const asRead = reconcileFigures(read);
  const isAsRead = (c: { name: string; expected: number; actual: number }) =>
    asRead.some((r) => r.name === c.name && r.expected === c.expected && r.actual === c.actual);
  const broken = reconcileFigures(after).find((c) => held.has(c.name) && !c.ok && !isAsRead(c));
  if (!broken) return null;
  const equation = EQUATIONS[broken.name] ?? broken.name;
  // Written as the page writes money ("$13,360.60"), in the invoice's currency.
  const amount = (value: number) => formatMoney(value, { currency: after.currency });
  return `This correction breaks the equation ${equation}: the other figures give ${amount(broken.expected)}, not ${amount(broken.actual)}. Correct the other figures with it.`;
}
