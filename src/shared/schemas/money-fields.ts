// Without zod: the result page's first commits use these names, and importing zod there would build every schema
// before the report paints.

/** The seven amounts of an invoice's summary, in the API's names (extracted_data): declared here only. */
export const MONEY_FIELDS = [
  "total_charges",
  "credits",
  "discount",
  "savings_plan",
  "net_charges",
  "vat",
  "service_charges",
] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];

/** The summary's amounts, absolute, in the invoice's currency; null where the invoice does not give one. */
export type Amounts = Record<MoneyField, number | null>;

/** One value per money field: a schema's or a record's fields, without listing the seven again. */
export function perMoneyField<T>(make: (field: MoneyField) => T): Record<MoneyField, T> {
  return Object.fromEntries(MONEY_FIELDS.map((field) => [field, make(field)])) as Record<MoneyField, T>;
}
