// The expected-JSON contract and how a result is compared with it.
import type { Truth } from "./model.ts";

export const CONTRACT_KEYS = [
  "provider",
  "document_type",
  "account_number",
  "invoice_number",
  "invoice_date",
  "currency",
  "total_charges",
  "credits",
  "discount",
  "savings_plan",
  "net_charges",
  "vat",
  "service_charges",
] as const;
export type ContractKey = (typeof CONTRACT_KEYS)[number];

/** null and 0 are the same for these (an absent row and a zero row say the same). */
const ZERO_IS_NULL = new Set<ContractKey>(["credits", "discount", "savings_plan", "vat"]);
const AMOUNTS = new Set<ContractKey>([
  "total_charges",
  "credits",
  "discount",
  "savings_plan",
  "net_charges",
  "vat",
  "service_charges",
]);

export type Expected = Truth | { rejected: "unsupported" };
export type FieldDiff = { field: ContractKey; expected: unknown; actual: unknown };

/**
 * An amount as the truth states it: to the cent, never negative; `zeroIsNull` when an absent row and a zero row say
 * the same (credits, discounts, savings plans, tax).
 */
export function sameAmount(expected: unknown, actual: unknown, zeroIsNull: boolean): boolean {
  const norm = (v: unknown) => (v === null || v === undefined ? (zeroIsNull ? 0 : null) : v);
  const e = norm(expected);
  const a = norm(actual);
  if (e === null || a === null) return e === a;
  if (typeof a !== "number" || typeof e !== "number") return false;
  return Math.round(Math.abs(a) * 100) === Math.round(e * 100) && a >= 0;
}

function same(field: ContractKey, expected: unknown, actual: unknown): boolean {
  if (AMOUNTS.has(field)) return sameAmount(expected, actual, ZERO_IS_NULL.has(field));
  if (field === "document_type") return (actual ?? "invoice") === expected;
  if (typeof expected === "string" && typeof actual === "string") return actual.trim() === expected;
  return expected === actual;
}

/** The contract fields on which `actual` (an extracted_data object) differs from the truth. */
export function compareToTruth(truth: Truth, actual: Record<string, unknown>): FieldDiff[] {
  return CONTRACT_KEYS.filter((field) => !same(field, truth[field], actual[field])).map((field) => ({
    field,
    expected: truth[field],
    actual: actual[field],
  }));
}

export function formatDiffs(diffs: FieldDiff[]): string {
  return diffs
    .map((d) => `${d.field}: expected ${JSON.stringify(d.expected)}, got ${JSON.stringify(d.actual)}`)
    .join("; ");
}
