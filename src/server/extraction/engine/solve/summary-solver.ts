import { MONEY_FIELDS, type MoneyField } from "#shared/schemas/money-fields.ts";
import type { MoneyRow, RowAmount } from "../find/money-rows.ts";
import type { MoneyRole } from "../lexicon/labels.ts";

/** One reading of one row: which amount of it, as which role. */
export type Candidate = { row: MoneyRow; amount: RowAmount; value: number; prior: number };

export type Solution = {
  charges: Candidate | null;
  credits: Candidate | null;
  discount: Candidate | null;
  savingsPlan: Candidate | null;
  net: Candidate | null;
  tax: Candidate[];
  due: Candidate | null;
  /** Equations that could be checked, and how many held. */
  checked: number;
  held: number;
  score: number;
  /** Figures another reading of the page gives differently while its arithmetic holds as well (nearly as likely). */
  ambiguous: Set<AmbiguousField>;
};

/** The rows the reading used, each once: the charges, the deductions, the net, the amount due and the taxes. */
export function usedCandidates(solution: Solution): Candidate[] {
  return [
    solution.charges,
    solution.credits,
    solution.discount,
    solution.savingsPlan,
    solution.net,
    solution.due,
    ...solution.tax,
  ].filter((c): c is Candidate => c !== null);
}

/** A summary figure another reconciling reading puts elsewhere. */
export type AmbiguousField = MoneyField;

/** How much less likely than the chosen reading a reconciling rival may be and still make a figure uncertain. */
const RIVAL_MARGIN = 2;

const MAX_PER_ROLE = 6;

/** A row's label without numbers and punctuation: "CGST @ 9%" and "CGST 9%" are the same tax line. */
export function labelKey(row: MoneyRow): string {
  return row.labelText
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim();
}

function candidatesFor(rows: MoneyRow[], roles: MoneyRole[]): Candidate[] {
  const seenRole = new Set<MoneyRole>();
  const out: Candidate[] = [];
  for (const row of rows) {
    if (!roles.includes(row.role)) continue;
    const first = !seenRole.has(row.role);
    seenRole.add(row.role);
    const n = row.amounts.length;
    row.amounts.forEach((amount, i) => {
      // The rightmost amount of a row is usually its total column; the first row of a role usually the summary.
      const prior = row.weight + (first ? 0.4 : 0) + (i === n - 1 ? 0.2 : 0) - row.line * 0.002;
      out.push({ row, amount, value: Math.abs(amount.token.value), prior });
    });
  }
  // Keep the best reading per distinct value, then the best values.
  const byValue = new Map<string, Candidate>();
  for (const c of out) {
    const key = `${c.row.role}:${c.value.toFixed(4)}:${labelKey(c.row)}`;
    const seen = byValue.get(key);
    if (!seen || c.prior > seen.prior) byValue.set(key, c);
  }
  return [...byValue.values()].sort((a, b) => b.prior - a.prior).slice(0, MAX_PER_ROLE);
}

const MAX_TAX_LINES = 4;

function taxOptions(taxes: Candidate[]): Candidate[][] {
  const options: Candidate[][] = [[]];
  // Several tax lines (CGST + SGST, GST + QST, state + county + city + district) add up; lines repeating the same
  // label do not.
  const extend = (chosen: Candidate[], from: number) => {
    for (let i = from; i < taxes.length; i++) {
      const t = taxes[i] as Candidate;
      if (chosen.some((c) => c.row === t.row || labelKey(c.row) === labelKey(t.row))) continue;
      const next = [...chosen, t];
      options.push(next);
      if (next.length < MAX_TAX_LINES) extend(next, i + 1);
    }
  };
  extend([], 0);
  return options;
}

const sum = (cs: Array<Candidate | null>) => cs.reduce((s, c) => s + (c?.value ?? 0), 0);
const priors = (cs: Array<Candidate | null>) => cs.reduce((s, c) => s + (c?.prior ?? 0), 0);

const HOLD = 6;
const FAIL = -8;

type Left = {
  charges: Candidate | null;
  deductions: [Candidate | null, Candidate | null, Candidate | null];
  total: number;
  prior: number;
};
type Right = { tax: Candidate[]; due: Candidate | null; prior: number; taxSum: number };

/**
 * Chooses the reading of the summary in which the arithmetic holds: charges − credits − discounts − savings
 * plans = net, and net + tax = amount due, to the invoice's own rounding (`unit`: 0.01, or 1 for currencies
 * without decimals). Rows that fit no equation (previous balances, tax repeated in a breakdown) drop out.
 */
export function solveSummary(rows: MoneyRow[], unit: number): Solution | null {
  const tol = unit * 1.01 + 1e-9;
  const charges = candidatesFor(rows, ["charges", "subtotal"]);
  const nets = candidatesFor(rows, ["net", "subtotal"]);
  const credits = candidatesFor(rows, ["credits"]);
  const discounts = candidatesFor(rows, ["discount"]);
  const plans = candidatesFor(rows, ["savings_plan"]);
  const taxes = candidatesFor(rows, ["tax"]);
  const dues = candidatesFor(rows, ["due"]);

  const lefts: Left[] = [];
  for (const c of [null, ...charges])
    for (const cr of [null, ...credits])
      for (const d of [null, ...discounts])
        for (const s of [null, ...plans]) {
          const deductions: Left["deductions"] = [cr, d, s];
          const dedSum = sum(deductions);
          let prior = priors([c, ...deductions]);
          // A subtotal printed above the deductions is the amount before them.
          if (c && c.row.role === "subtotal" && deductions.some((x) => x && x.row.line < c.row.line))
            prior -= 1;
          lefts.push({ charges: c, deductions, total: (c?.value ?? 0) - dedSum, prior });
        }
  const rights: Right[] = [];
  for (const tax of taxOptions(taxes))
    for (const due of [null, ...dues]) {
      if (due && tax.some((t) => t.row === due.row)) continue;
      const taxPrior = tax.length === 0 ? 0 : priors(tax) / tax.length + 0.3 * (tax.length - 1);
      rights.push({ tax, due, prior: taxPrior + (due?.prior ?? 0), taxSum: sum(tax) });
    }

  let best: Solution | null = null;
  // Readings in which every equation checked holds: rivals of the chosen one.
  const reconciled: Array<{ values: number[]; score: number }> = [];
  const rival = (left: Left, net: Candidate | null, right: Right, score: number) => {
    reconciled.push({ values: effectiveValues(left, net, right), score });
  };
  const offer = (
    left: Left,
    net: Candidate | null,
    right: Right,
    checked: number,
    held: number,
    score: number,
  ) => {
    if (!left.charges && !net && !right.due) return;
    if (checked > 0 && held === checked) rival(left, net, right, score);
    if (best && score <= best.score) return;
    best = {
      charges: left.charges,
      credits: left.deductions[0],
      discount: left.deductions[1],
      savingsPlan: left.deductions[2],
      net,
      tax: right.tax,
      due: right.due,
      checked,
      held,
      score,
      ambiguous: new Set(),
    };
  };
  const eq = (a: number, b: number) => Math.abs(a - b) <= tol;
  // Printed figures add up to the cent; a one-unit difference (rounding per line) still holds, but less well.
  const holdScore = (a: number, b: number) => (Math.abs(a - b) <= unit * 0.5 ? HOLD : HOLD - 2);
  const hasDeductions = (left: Left) => left.deductions.some((x) => x !== null);

  // A printed net: the left side (charges and deductions) and the right side (tax and amount due) are
  // independent given it, so each is maximised on its own.
  for (const net of nets) {
    const heldLefts: Array<[Left, number]> = [];
    const heldRights: Array<[Right, number]> = [];
    let bestLeft: [Left, number, number, number] | null = null;
    for (const left of lefts) {
      if (left.charges?.row === net.row && hasDeductions(left)) continue;
      let score = left.prior;
      let checked = 0;
      let held = 0;
      if (net.row.role === "subtotal" && left.deductions.some((x) => x && x.row.line > net.row.line))
        score -= 1;
      if (left.charges && left.charges.row === net.row) {
        // One row read as both charges and net proves nothing, and counts once.
        score -= left.charges.prior;
      } else if (left.charges) {
        checked = 1;
        held = eq(left.total, net.value) ? 1 : 0;
        score += held ? holdScore(left.total, net.value) : FAIL;
      }
      if (checked === 1 && held === 1) heldLefts.push([left, score]);
      if (!bestLeft || score > bestLeft[1]) bestLeft = [left, score, checked, held];
    }
    let bestRight: [Right, number, number, number] | null = null;
    for (const right of rights) {
      let score = right.prior;
      let checked = 0;
      let held = 0;
      if (right.due) {
        checked = 1;
        held = eq(net.value + right.taxSum, right.due.value) ? 1 : 0;
        score += held ? holdScore(net.value + right.taxSum, right.due.value) : FAIL;
      }
      if (checked === 1 && held === 1) heldRights.push([right, score]);
      if (!bestRight || score > bestRight[1]) bestRight = [right, score, checked, held];
    }
    if (!bestLeft || !bestRight) continue;
    // Other ways to read either side that hold as well, with the best reading of the other side.
    if (bestRight[3] === bestRight[2]) {
      for (const [left, score] of heldLefts)
        if (left !== bestLeft[0]) rival(left, net, bestRight[0], net.prior + score + bestRight[1]);
    }
    if (bestLeft[3] === bestLeft[2]) {
      for (const [right, score] of heldRights)
        if (right !== bestRight[0]) rival(bestLeft[0], net, right, net.prior + bestLeft[1] + score);
    }
    offer(
      bestLeft[0],
      net,
      bestRight[0],
      bestLeft[2] + bestRight[2],
      bestLeft[3] + bestRight[3],
      net.prior + bestLeft[1] + bestRight[1],
    );
  }

  // No printed net: it is charges minus deductions, checked against amount due minus tax.
  const byNet = new Map<number, Right>();
  let bestUnchecked: Right | null = null;
  let bestAnyDue: Right | null = null;
  for (const right of rights) {
    if (!right.due) {
      if (!bestUnchecked || right.prior > bestUnchecked.prior) bestUnchecked = right;
      continue;
    }
    if (!bestAnyDue || right.prior > bestAnyDue.prior) bestAnyDue = right;
    const key = Math.round((right.due.value - right.taxSum) / unit);
    const seen = byNet.get(key);
    if (!seen || right.prior > seen.prior) byNet.set(key, right);
  }
  for (const left of lefts) {
    if (!left.charges) {
      if (bestAnyDue) offer(left, null, bestAnyDue, 0, 0, left.prior + bestAnyDue.prior);
      continue;
    }
    if (left.total < -tol) continue;
    const key = Math.round(left.total / unit);
    for (const k of [key - 1, key, key + 1]) {
      const right = byNet.get(k);
      if (right?.due && eq(left.total + right.taxSum, right.due.value)) {
        offer(
          left,
          null,
          right,
          1,
          1,
          left.prior + right.prior + holdScore(left.total + right.taxSum, right.due.value),
        );
      }
    }
    if (bestUnchecked) offer(left, null, bestUnchecked, 0, 0, left.prior + bestUnchecked.prior);
    if (bestAnyDue) offer(left, null, bestAnyDue, 1, 0, left.prior + bestAnyDue.prior + FAIL);
  }
  const chosen = best as Solution | null;
  if (!chosen) return null;
  if (chosen.checked > 0 && chosen.held === chosen.checked) {
    const mine = solutionValues(chosen);
    for (const other of reconciled) {
      if (other.score < chosen.score - RIVAL_MARGIN) continue;
      other.values.forEach((value, i) => {
        const field = MONEY_FIELDS[i] as AmbiguousField;
        if (Math.abs(value - (mine[i] ?? 0)) > tol) chosen.ambiguous.add(field);
      });
    }
  }
  return chosen;
}

/** The seven summary figures a reading gives, printed or computed, in MONEY_FIELDS order. */
function valuesOf(
  charges: Candidate | null,
  deductions: Array<Candidate | null>,
  net: Candidate | null,
  tax: Candidate[],
  due: Candidate | null,
): number[] {
  const ded = sum(deductions);
  const taxSum = sum(tax);
  const netValue = net?.value ?? (charges ? charges.value - ded : due ? due.value - taxSum : 0);
  return [
    charges?.value ?? netValue + ded,
    deductions[0]?.value ?? 0,
    deductions[1]?.value ?? 0,
    deductions[2]?.value ?? 0,
    netValue,
    taxSum,
    due?.value ?? netValue + taxSum,
  ];
}

function effectiveValues(left: Left, net: Candidate | null, right: Right): number[] {
  return valuesOf(left.charges, left.deductions, net, right.tax, right.due);
}

function solutionValues(s: Solution): number[] {
  return valuesOf(s.charges, [s.credits, s.discount, s.savingsPlan], s.net, s.tax, s.due);
}
