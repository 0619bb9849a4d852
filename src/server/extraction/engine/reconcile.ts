import type { ReconciliationCheck } from "#shared/schemas/extracted-data.ts";
import type { LocalExtraction } from "./local-extraction.ts";

const TOLERANCE = 0.011;

function money(value: number): string {
  return value.toFixed(2);
}

function check(name: string, what: string, expected: number, actual: number): ReconciliationCheck {
  const ok = Math.abs(expected - actual) <= TOLERANCE;
  const message = ok
    ? `${what} give ${money(expected)}, as printed.`
    : `${what} give ${money(expected)}, but the invoice shows ${money(actual)}.`;
  return { name, ok, expected: Math.round(expected * 100) / 100, actual, message };
}

/**
 * Whether the figures read reconcile, so a misread shows instead of silently skewing the savings rate.
 * Only checks whose inputs were all found are listed.
 */
export function reconcileFigures(data: LocalExtraction): ReconciliationCheck[] {
  const checks: ReconciliationCheck[] = [];
  if (data.totalCharges !== null && data.netCharges !== null) {
    const deductions = (data.credits ?? 0) + (data.discount ?? 0) + (data.savingsPlan ?? 0);
    checks.push(
      check(
        "net_charges",
        "Charges minus credits, discounts and savings plans",
        data.totalCharges - deductions,
        data.netCharges,
      ),
    );
  }
  if (data.netCharges !== null && data.serviceCharges !== null) {
    checks.push(
      check("amount_due", "Net charges plus tax", data.netCharges + (data.vat ?? 0), data.serviceCharges),
    );
  }
  return checks;
}
