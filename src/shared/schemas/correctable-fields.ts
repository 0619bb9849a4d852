// The correctable figures' names and the one cross-figure rule, without zod: the result page shows these labels in
// its first commits, and importing zod there would build every schema before the report paints.
// figure-correction.ts builds the schema from them and re-exports them.
import type { MoneyField } from "./money-fields.ts";

/** The figures a visitor may correct, in extracted_data's names, with the words the page uses for them. */
export const CORRECTABLE_AMOUNTS = {
  total_charges: "Charges",
  credits: "Credits",
  discount: "Discounts",
  savings_plan: "Savings plans",
  net_charges: "Net charges",
  vat: "Tax",
  // The amount due: on an invoice whose net plus tax gives it, correcting the net alone would break that equation.
  service_charges: "Amount due",
} as const satisfies Record<MoneyField, string>;
export type CorrectableAmount = keyof typeof CORRECTABLE_AMOUNTS;
export const CORRECTABLE_FIELDS = [
  ...(Object.keys(CORRECTABLE_AMOUNTS) as CorrectableAmount[]),
  "currency",
  "invoice_date",
] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];
export const CORRECTABLE_LABELS: Record<CorrectableField, string> = {
  ...CORRECTABLE_AMOUNTS,
  currency: "Currency",
  invoice_date: "Invoice date",
};

/** Net above charges, when both are known: the one cross-figure rule a correction must keep. */
export function netAboveCharges(figures: {
  total_charges?: number | null;
  net_charges?: number | null;
}): boolean {
  const { total_charges: total, net_charges: net } = figures;
  return total != null && net != null && net > total + 0.005;
}
