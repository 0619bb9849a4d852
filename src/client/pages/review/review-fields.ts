import { printedValue } from "#shared/review/printed-value.ts";
import {
  REVIEW_FIELDS,
  REVIEW_LABELS,
  type ReviewConfirmationInput,
  type ReviewField,
  type ReviewView,
} from "#shared/schemas/review.ts";

/** The form's fields: the figures, then the currency. */
export type FormKey = ReviewField | "currency";
export const FORM_KEYS: readonly FormKey[] = [...REVIEW_FIELDS, "currency"];
export const FORM_LABELS = REVIEW_LABELS;

export type FormValues = Record<FormKey, string>;

const twoPlaces = (value: number) => value.toFixed(2);

/** The form as the step opens: each figure found, as read; the others empty. */
export function initialValues(review: ReviewView): FormValues {
  const values = Object.fromEntries(
    REVIEW_FIELDS.map((field) => {
      const value = review.figures[field].value;
      return [field, value === null ? "" : twoPlaces(value)];
    }),
  ) as Record<ReviewField, string>;
  return { ...values, currency: review.currency.code ?? "" };
}

/** The form's values as the confirmation schema takes them: amounts parsed, empty ones null. */
export function toConfirmation(values: FormValues): ReviewConfirmationInput {
  const amounts = Object.fromEntries(
    REVIEW_FIELDS.map((field) => [field, printedValue(values[field])]),
  ) as Record<ReviewField, number | null>;
  return {
    ...amounts,
    // Required by the schema: an empty charges or net is "not a number", with the field's own message.
    total_charges: amounts.total_charges ?? Number.NaN,
    net_charges: amounts.net_charges ?? Number.NaN,
    currency: values.currency,
  } as ReviewConfirmationInput;
}

/** Whether a typed amount is one the pages print (else it is saved as typed by the visitor). */
export function printedOnPages(review: ReviewView, text: string): boolean {
  const value = printedValue(text);
  if (value === null || Number.isNaN(value)) return true;
  return review.pages.some((page) => page.numbers.some((n) => Math.abs(n.value - value) < 0.005));
}
