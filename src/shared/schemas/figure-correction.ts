import { z } from "zod";
import { MAX_CORRECTED_AMOUNT } from "../limits.ts";
import {
  MSG_CORRECTION_BAD_CURRENCY,
  MSG_CORRECTION_BAD_DATE,
  MSG_CORRECTION_EMPTY,
  MSG_CORRECTION_NET_ABOVE_CHARGES,
  MSG_CORRECTION_NOT_AN_OBJECT,
} from "../messages/result.ts";
import { CORRECTABLE_AMOUNTS, CORRECTABLE_FIELDS, netAboveCharges } from "./correctable-fields.ts";
import { perMoneyField } from "./money-fields.ts";

export {
  CORRECTABLE_AMOUNTS,
  CORRECTABLE_FIELDS,
  CORRECTABLE_LABELS,
  type CorrectableAmount,
  type CorrectableField,
  netAboveCharges,
} from "./correctable-fields.ts";

// "1,000,000,000" without toLocaleString: loading the locale data for it took about 0.2 s of the server's start.
const MAX_AMOUNT_TEXT = String(MAX_CORRECTED_AMOUNT).replace(/\B(?=(\d{3})+$)/g, ",");

/** An amount a visitor gives (a correction, a confirmation): positive, below the cap, rounded to cents. */
export const visitorAmount = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} cannot be negative.`)
    .max(MAX_CORRECTED_AMOUNT, `${label} must be below ${MAX_AMOUNT_TEXT}.`)
    .transform((value) => Math.round(value * 100) / 100);

/** A calendar date that exists (2024-02-30 does not). */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * PATCH /api/results/:id/figures body, and the correction form's values: only the fields being corrected.
 * The server checks the net-above-charges rule again on the figures in effect once merged.
 */
export const FigureCorrectionSchema = z
  .strictObject(
    {
      ...perMoneyField((field) => visitorAmount(CORRECTABLE_AMOUNTS[field]).optional()),
      currency: z
        .string({ error: MSG_CORRECTION_BAD_CURRENCY })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{3}$/, MSG_CORRECTION_BAD_CURRENCY)
        .optional(),
      invoice_date: z
        .string({ error: MSG_CORRECTION_BAD_DATE })
        .trim()
        .refine(isRealDate, MSG_CORRECTION_BAD_DATE)
        .optional(),
    },
    {
      error: (issue) => {
        if (issue.code === "unrecognized_keys")
          return `These figures cannot be corrected: ${issue.keys.join(", ")}. Correctable: ${CORRECTABLE_FIELDS.join(", ")}.`;
        if (issue.code === "invalid_type") return MSG_CORRECTION_NOT_AN_OBJECT;
        return undefined;
      },
    },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), MSG_CORRECTION_EMPTY)
  .refine((body) => !netAboveCharges(body), {
    message: MSG_CORRECTION_NET_ABOVE_CHARGES,
    path: ["net_charges"],
  });
export type FigureCorrectionInput = z.input<typeof FigureCorrectionSchema>;
export type FigureCorrection = z.output<typeof FigureCorrectionSchema>;

/** Corrections as stored (results_history.corrections): the corrected fields' values, already checked. */
export const StoredCorrectionsSchema = z.object({
  ...perMoneyField(() => z.number().optional()),
  currency: z.string().optional(),
  invoice_date: z.string().optional(),
});
