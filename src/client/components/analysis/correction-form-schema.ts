import { z } from "zod";
import { MSG_CORRECTION_EMPTY, MSG_CORRECTION_NET_ABOVE_CHARGES } from "#shared/messages/result.ts";
import type { ExtractedData } from "#shared/schemas/extracted-data.ts";
import {
  CORRECTABLE_AMOUNTS,
  CORRECTABLE_FIELDS,
  type CorrectableField,
  FigureCorrectionSchema,
  netAboveCharges,
} from "#shared/schemas/figure-correction.ts";

/** The correction form's boxes, as typed: one string per correctable figure ("" leaves the figure as it is). */
export type CorrectionFormValues = Record<CorrectableField, string>;

function isAmount(field: CorrectableField): field is keyof typeof CORRECTABLE_AMOUNTS {
  return field in CORRECTABLE_AMOUNTS;
}

export function initialCorrectionValues(data: ExtractedData): CorrectionFormValues {
  const values = {} as CorrectionFormValues;
  for (const field of CORRECTABLE_FIELDS) {
    const value = data[field];
    values[field] = value === null || value === undefined ? "" : String(value);
  }
  return values;
}

/** Only what the visitor changed; an emptied box leaves its figure as it is. */
function changesOf(values: CorrectionFormValues, data: ExtractedData): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of CORRECTABLE_FIELDS) {
    const raw = values[field].trim();
    if (raw === "") continue;
    const value = isAmount(field) ? Number(raw) : raw;
    if (value !== data[field]) changes[field] = value;
  }
  return changes;
}

const boxes = Object.fromEntries(CORRECTABLE_FIELDS.map((field) => [field, z.string()])) as Record<
  CorrectableField,
  z.ZodString
>;

/**
 * The form's schema: the boxes that changed, checked by the server's own FigureCorrectionSchema (its messages,
 * per field), then the one cross-figure rule on the figures in effect (a new net against the printed charges).
 * "Nothing changed" is the form's own message (path `root`).
 */
export function correctionFormSchema(data: ExtractedData) {
  return z
    .object(boxes)
    .transform((values, ctx) => {
      const changes = changesOf(values, data);
      if (Object.keys(changes).length === 0) {
        ctx.addIssue({ code: "custom", message: MSG_CORRECTION_EMPTY, path: ["root"] });
        return z.NEVER;
      }
      return changes;
    })
    .pipe(FigureCorrectionSchema)
    .superRefine((correction, ctx) => {
      const figures = {
        total_charges: correction.total_charges ?? data.total_charges,
        net_charges: correction.net_charges ?? data.net_charges,
      };
      if (netAboveCharges(figures))
        ctx.addIssue({ code: "custom", message: MSG_CORRECTION_NET_ABOVE_CHARGES, path: ["net_charges"] });
    });
}
