import type { Provenance, ReconciliationCheck } from "../schemas/extracted-data.ts";
import type { Amounts } from "../schemas/money-fields.ts";

const TOLERANCE = 0.011;

/** Where the figures were read, when they were: only printed ones prove anything; a contradiction is a check. */
export type ReadingEvidence = {
  provenance: Provenance;
  /** Printed nets the reading left out because they contradict it (a misprinted net). */
  contradictions?: ReadonlyArray<{ field: "net_charges"; printed: number }>;
};

type Field = "total_charges" | "net_charges" | "service_charges";

function check(name: string, what: string, expected: number, actual: number): ReconciliationCheck {
  const ok = Math.abs(expected - actual) <= TOLERANCE;
  const rounded = Math.round(expected * 100) / 100;
  const message = ok
    ? `${what} give ${rounded.toFixed(2)}, as printed.`
    : `${what} give ${rounded.toFixed(2)}, but the invoice shows ${actual.toFixed(2)}.`;
  return { name, ok, expected: rounded, actual, message };
}

/**
 * Whether the figures reconcile ("net_charges", "amount_due"), so a misread shows instead of silently skewing the
 * savings rate; the same checks on the engine's reading and on a visitor's corrected figures. With the reading's
 * evidence, only equations between printed figures are listed: a figure computed from others (provenance
 * `derived`) agrees with them by construction and proves nothing, and one printed row read as both charges and net
 * is one figure. Without it (corrected figures), every known figure counts.
 */
export function reconcileFigures(data: Amounts, evidence?: ReadingEvidence): ReconciliationCheck[] {
  const checks: ReconciliationCheck[] = [];
  const printed = (field: Field) => {
    if (data[field] === null) return false;
    if (!evidence) return true;
    const p = evidence.provenance[field];
    return p !== undefined && !p.derived;
  };
  const sameRow = (a: Field, b: Field) => {
    const p = evidence?.provenance[a];
    const q = evidence?.provenance[b];
    return p !== undefined && q !== undefined && p.text === q.text && p.box.every((v, i) => v === q.box[i]);
  };
  const deductions = (data.credits ?? 0) + (data.discount ?? 0) + (data.savings_plan ?? 0);
  const tax = data.vat ?? 0;
  const charges = printed("total_charges") ? data.total_charges : null;
  const net = printed("net_charges") ? data.net_charges : null;
  const due = printed("service_charges") ? data.service_charges : null;
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
  for (const c of evidence?.contradictions ?? []) {
    if (checks.some((k) => k.name === c.field) || data.total_charges === null) continue;
    checks.push(
      check(
        "net_charges",
        "Charges minus credits, discounts and savings plans",
        data.total_charges - deductions,
        c.printed,
      ),
    );
  }
  return checks;
}
