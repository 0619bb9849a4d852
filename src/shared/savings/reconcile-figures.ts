import type { ExtractedData, ReconciliationCheck } from "../schemas/extracted-data.ts";

const TOLERANCE = 0.011;

type Figures = Pick<
  ExtractedData,
  "total_charges" | "net_charges" | "service_charges" | "credits" | "discount" | "savings_plan" | "vat"
>;

function check(name: string, what: string, expected: number, actual: number): ReconciliationCheck {
  const ok = Math.abs(expected - actual) <= TOLERANCE;
  const rounded = Math.round(expected * 100) / 100;
  const message = ok
    ? `${what} give ${rounded.toFixed(2)}, as printed.`
    : `${what} give ${rounded.toFixed(2)}, but the invoice shows ${actual.toFixed(2)}.`;
  return { name, ok, expected: rounded, actual, message };
}

/**
 * The reconciliation checks ("net_charges", "amount_due") on a set of figures, so corrected figures are checked
 * the way the engine checks the ones it read. Only checks whose inputs are all known are listed.
 */
export function reconcileFigures(data: Figures): ReconciliationCheck[] {
  const checks: ReconciliationCheck[] = [];
  if (data.total_charges !== null && data.net_charges !== null) {
    const deductions = (data.credits ?? 0) + (data.discount ?? 0) + (data.savings_plan ?? 0);
    checks.push(
      check(
        "net_charges",
        "Charges minus credits, discounts and savings plans",
        data.total_charges - deductions,
        data.net_charges,
      ),
    );
  }
  if (data.net_charges !== null && data.service_charges !== null) {
    checks.push(
      check("amount_due", "Net charges plus tax", data.net_charges + (data.vat ?? 0), data.service_charges),
    );
  }
  return checks;
}
