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

type Field = keyof NonNullable<LocalExtraction["provenance"]>;

/**
 * Whether the figures read reconcile, so a misread shows instead of silently skewing the savings rate. Only
 * equations between printed figures are listed: a figure computed from others (provenance `derived`) agrees with
 * them by construction and proves nothing, and one printed row read as both charges and net is one figure.
 */
export function reconcileFigures(data: LocalExtraction): ReconciliationCheck[] {
  const checks: ReconciliationCheck[] = [];
  const printed = (field: Field) => {
    const p = data.provenance[field];
    return p !== undefined && !p.derived;
  };
  const sameRow = (a: Field, b: Field) => {
    const p = data.provenance[a];
    const q = data.provenance[b];
    return p !== undefined && q !== undefined && p.text === q.text && p.box.every((v, i) => v === q.box[i]);
  };
  const deductions = (data.credits ?? 0) + (data.discount ?? 0) + (data.savingsPlan ?? 0);
  const tax = data.vat ?? 0;
  const charges = printed("total_charges") ? data.totalCharges : null;
  const net = printed("net_charges") ? data.netCharges : null;
  const due = printed("service_charges") ? data.serviceCharges : null;
  if (charges !== null && net !== null && !sameRow("total_charges", "net_charges")) {
    checks.push(
      check("net_charges", "Charges minus credits, discounts and savings plans", charges - deductions, net),
    );
  }
  if (net !== null && due !== null) {
    checks.push(check("amount_due", "Net charges plus tax", net + tax, due));
  } else if (net === null && charges !== null && due !== null) {
    // No net printed (legacy AWS): the charges, deductions and tax against the amount due.
    checks.push(
      check(
        "amount_due",
        "Charges minus credits, discounts and savings plans, plus tax,",
        charges - deductions + tax,
        due,
      ),
    );
  }
  for (const c of data.contradictions ?? []) {
    if (checks.some((k) => k.name === c.field) || data.totalCharges === null) continue;
    checks.push(
      check(
        "net_charges",
        "Charges minus credits, discounts and savings plans",
        data.totalCharges - deductions,
        c.printed,
      ),
    );
  }
  return checks;
}
