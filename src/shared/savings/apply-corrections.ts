import { figuresToCheck } from "../insights/rates.ts";
import type { ExtractedData } from "../schemas/extracted-data.ts";
import {
  CORRECTABLE_FIELDS,
  type CorrectableField,
  type FigureCorrection,
} from "../schemas/figure-correction.ts";
import { MONEY_FIELDS } from "../schemas/money-fields.ts";
import { analyzeFigures } from "./analyze-figures.ts";
import { reconcileFigures } from "./reconcile-figures.ts";

const AMOUNT_FIELDS = new Set<CorrectableField>(MONEY_FIELDS);

/** The corrected fields that differ from what was read; a field corrected back to its reading drops out. */
export function effectiveCorrections(
  original: ExtractedData,
  corrections: FigureCorrection,
): FigureCorrection {
  const kept: Record<string, unknown> = {};
  for (const field of CORRECTABLE_FIELDS) {
    const value = corrections[field];
    if (value !== undefined && value !== original[field]) kept[field] = value;
  }
  return kept as FigureCorrection;
}

/**
 * The figures in effect: the extraction with the visitor's corrections laid over it, analysed again
 * (docs/product.md#behaviour) against the estimate the result was compared with, and the reconciliation checks redone
 * when an amount changed. Pure; `original` is not changed.
 */
export function applyCorrections(
  original: ExtractedData,
  corrections: FigureCorrection | null,
): ExtractedData {
  const changes = corrections ? effectiveCorrections(original, corrections) : {};
  const fields = Object.keys(changes) as CorrectableField[];
  // A figure the visitor gave, even the one that was read, is settled: no longer a figure to check.
  const settled = CORRECTABLE_FIELDS.filter((field) => corrections?.[field] !== undefined);
  if (fields.length === 0) {
    // Read again each time: a figure confirmed in the review step, or given as read, is no longer to check.
    if (original.figures_to_check === undefined) return original;
    const toCheck = figuresToCheck(original, settled);
    return toCheck.join() === original.figures_to_check.join()
      ? original
      : { ...original, figures_to_check: toCheck };
  }
  const merged = { ...original, ...changes };
  // The reconciliation checks follow the corrected amounts; the breakdown stays as printed.
  const amountChanged = fields.some((field) => AMOUNT_FIELDS.has(field));
  const checks = amountChanged ? reconcileFigures(merged) : original.checks;
  return analyzeFigures({ ...merged, checks }, original.provider_estimated_esr, settled);
}
