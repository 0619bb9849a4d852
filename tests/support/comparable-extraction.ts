// What the extraction tests compare: every figure and field a visitor sees, not how the engine explains it
// (provenance, the seller's printed name, the summary rows and checks are tested on their own).
const FIELDS = [
  "provider",
  "provider_estimated_esr",
  "account_number",
  "invoice_number",
  "invoice_date",
  "service_charges",
  "total_charges",
  "savings_plan",
  "discount",
  "credits",
  "net_charges",
  "vat",
  "currency",
  "current_savings_rate",
  "monthly_current_savings",
  "yearly_current_savings",
  "estimated_monthly_savings",
  "estimated_yearly_savings",
  "total_monthly_spend",
] as const;

// A row printed as 0.00 and a row not printed mean the same to the savings maths.
const ZERO_IS_ABSENT = new Set(["savings_plan", "discount", "credits", "vat"]);

export function comparable(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const value = data[field];
    out[field] =
      ZERO_IS_ABSENT.has(field) && (value === 0 || value === null || value === undefined) ? null : value;
  }
  return out;
}
