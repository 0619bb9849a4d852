import { currencyDecimals } from "#shared/format/currency-decimals.ts";
import type { Confidence, FieldProvenance, Provenance } from "#shared/schemas/extracted-data.ts";
import type { Amounts, MoneyField } from "#shared/schemas/money-fields.ts";
import type { MoneyRow } from "./find/money-rows.ts";
import type { PageIndex } from "./find/page-index.ts";
import { type Box, type Segment, segmentBox, unionBox } from "./layout/page-model.ts";
import { COMMITMENT_DISCOUNT_WORDS, COMMITTED_USE_WORDS, DISCOUNT_WORDS } from "./lexicon/labels.ts";
import type { NumberConvention } from "./read/amounts.ts";
import type { LocalSymbols } from "./read/currency.ts";
import { fold } from "./read/fold.ts";
import { pageAmounts } from "./read/page-amounts.ts";
import { type Candidate, type Solution, usedCandidates } from "./solve/summary-solver.ts";

// Where each summary figure came from, and how sure the engine is of it.
// `high` only for a figure printed under a label of its role when both equations (charges − credits − discounts −
// savings plans = net; net + tax = amount due) hold with printed values; a figure computed from others is marked
// derived and is never `high`: `medium` when two independent routes from printed figures give it (charges −
// deductions and amount due − tax) or one route does. Two readings that both reconcile, or a row of uncertain
// role: `medium` at most. An equation between printed figures that fails: `low`.

function rowBox(c: Candidate): Box {
  const boxes = [segmentBox(c.row.label.segment), segmentBox(c.amount.segment.segment)];
  if (c.row.wrapped) boxes.push(segmentBox(c.row.wrapped.segment));
  return unionBox(boxes);
}

/** The printed words of one reading: its label and its amount, as on the page. */
export function printedText(c: Candidate): string {
  const label = c.row.labelText;
  return c.amount.segment === c.row.label ? label : `${label} ${c.amount.token.raw.trim()}`;
}

function fromPrinted(cs: Candidate[], confidence: Confidence): FieldProvenance | undefined {
  if (cs.length === 0) return undefined;
  return { text: cs.map(printedText).join(" + "), page: 1, box: unionBox(cs.map(rowBox)), confidence };
}

const lower = (a: Confidence, b: Confidence): Confidence =>
  a === "low" || b === "low" ? "low" : a === "medium" || b === "medium" ? "medium" : "high";

/**
 * "net charges 90.00 + discount 10.00" style text for a figure computed from printed ones. A computed figure is
 * never `high`, however many routes agree: `high` means printed under a label of its role.
 */
function fromDerived(how: string, cs: Candidate[], confidence: Confidence): FieldProvenance | undefined {
  if (cs.length === 0) return undefined;
  return {
    text: `${how}: ${cs.map(printedText).join("; ")}`,
    page: 1,
    box: unionBox(cs.map(rowBox)),
    confidence: lower(confidence, "medium"),
    derived: true,
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

export type FigureContext = {
  /** The invoice's rounding unit (0.01, or 1 for currencies without decimals). */
  unit: number;
  /** Fields for which another reading of the page also reconciles with a different value. */
  ambiguous: ReadonlySet<MoneyField>;
  /** Deduction rows of the invoice currency the reading did not use: a charges figure equal to net may miss one. */
  unusedDeductions: boolean;
  /** A printed charges row the reading left out, with another value: charges taken from elsewhere contradict it. */
  unusedCharges: boolean;
  /** The item lines above the summary added up (their amount column), when there are any: a second route to the
   * charges of a layout that prints none (Google: items, then credits as lines, then the subtotal). */
  itemsTotal?: number | null;
};

/** A label is sure of its role when it is a strong wording of it, first in its cell. */
const sureRole = (c: Candidate | null) => c === null || c.row.weight >= 1;

/**
 * The summary figures of a solution, with their provenance and confidence. Printed figures keep the words they were
 * read from; computed ones say how they were computed and are marked `derived`.
 */
export function summaryFigures(
  solution: Solution,
  context: FigureContext,
): { figures: Amounts; provenance: Provenance } {
  const tol = context.unit * 1.01 + 1e-9;
  const eq = (a: number, b: number) => Math.abs(a - b) <= tol;
  const deductions = [solution.credits, solution.discount, solution.savingsPlan].filter(
    (c): c is Candidate => c !== null,
  );
  const dedSum = deductions.reduce((s, c) => s + c.value, 0);
  const taxSum = solution.tax.reduce((s, c) => s + c.value, 0);
  const net = solution.net;
  const due = solution.due;
  // One row read as both charges and net is one printed figure, not two.
  const charges = solution.charges && solution.charges.row !== net?.row ? solution.charges : null;

  // The item lines add up to the net plus the deductions: the charges, not printed, come out the same two ways.
  const itemsRoute =
    !charges &&
    net !== null &&
    deductions.length > 0 &&
    context.itemsTotal != null &&
    eq(context.itemsTotal, net.value + dedSum);
  // The equations between printed figures: null when one of its figures is not printed.
  const left = charges && net ? eq(charges.value - dedSum, net.value) : itemsRoute ? true : null;
  const right = net && due ? eq(net.value + taxSum, due.value) : null;
  const combined = !net && charges && due ? eq(charges.value - dedSum + taxSum, due.value) : null;
  const failed = left === false || right === false || combined === false;
  // Net printed, nothing deducted, nothing deducted anywhere else on the page: the charges are the net.
  const chargesAreNet = !charges && net !== null && deductions.length === 0 && !context.unusedDeductions;

  // Each side of the summary is sure when its own equation holds with printed figures: the charges and the
  // deductions by charges − deductions = net (or, without a printed net, by the amount due); tax and amount due by
  // net + tax = amount due. The net is in both, so it needs both (or nothing deducted anywhere on the page).
  const leftSure = left === true || combined === true;
  const rightSure = right === true || combined === true;
  const netSure = (right === true && (left === true || chargesAreNet)) || combined === true;
  const base = (sure: boolean): Confidence => (failed ? "low" : sure ? "high" : "medium");
  const conf = (field: MoneyField, cs: Array<Candidate | null>): Confidence => {
    const side =
      field === "net_charges"
        ? netSure
        : field === "vat" || field === "service_charges"
          ? rightSure
          : field === "total_charges" && chargesAreNet
            ? netSure
            : leftSure;
    let c = base(side);
    if (context.ambiguous.has(field)) c = lower(c, "medium");
    if (!cs.every(sureRole)) c = lower(c, "medium");
    return c;
  };
  const oneRoute = base(false);

  const provenance: Provenance = {};
  const put = (field: MoneyField, p: FieldProvenance | undefined) => {
    if (p) provenance[field] = p;
  };

  // Net: printed, or charges − deductions and amount due − tax (two routes), or one of them.
  let netValue: number | null = net?.value ?? null;
  if (net) {
    put("net_charges", fromPrinted([net], conf("net_charges", [net])));
  } else if (charges && due) {
    netValue = charges.value - dedSum;
    const twoRoutes = combined === true;
    const how = twoRoutes
      ? "Charges minus deductions, equal to the amount due minus tax"
      : "Charges minus deductions";
    put(
      "net_charges",
      fromDerived(
        how,
        [charges, ...deductions, ...solution.tax, due],
        twoRoutes ? conf("net_charges", [charges, due]) : oneRoute,
      ),
    );
  } else if (charges) {
    netValue = charges.value - dedSum;
    put("net_charges", fromDerived("Charges minus deductions", [charges, ...deductions], oneRoute));
  } else if (due) {
    netValue = due.value - taxSum;
    put("net_charges", fromDerived("Amount due minus tax", [due, ...solution.tax], oneRoute));
  }

  // Charges: printed, the net itself when nothing is deducted, or net + deductions (one route).
  let chargesValue: number | null = charges?.value ?? null;
  if (charges) {
    put("total_charges", fromPrinted([charges], conf("total_charges", [charges])));
  } else if (net && deductions.length === 0) {
    chargesValue = net.value;
    const sure: Confidence = context.unusedCharges
      ? "low"
      : chargesAreNet
        ? conf("total_charges", [net])
        : oneRoute;
    put("total_charges", fromPrinted([net], sure));
  } else if (netValue !== null) {
    chargesValue = netValue + dedSum;
    const contradicted = context.unusedCharges;
    const from = net ? [net, ...deductions] : [...deductions, ...(due ? [due, ...solution.tax] : [])];
    put(
      "total_charges",
      fromDerived(
        itemsRoute
          ? "Net charges plus deductions, equal to the item lines added up"
          : deductions.length > 0
            ? "Net charges plus deductions"
            : "Same as net charges",
        from.length > 0 ? from : deductions,
        contradicted ? "low" : itemsRoute ? conf("total_charges", deductions) : oneRoute,
      ),
    );
  }

  // Amount due: printed, or net + tax (one route).
  let dueValue: number | null = due?.value ?? null;
  if (due) {
    put("service_charges", fromPrinted([due], conf("service_charges", [due])));
  } else if (netValue !== null) {
    dueValue = netValue + taxSum;
    const from = [...(net ? [net] : charges ? [charges, ...deductions] : []), ...solution.tax];
    put("service_charges", fromDerived("Net charges plus tax", from, oneRoute));
  }

  put(
    "credits",
    fromPrinted(solution.credits ? [solution.credits] : [], conf("credits", [solution.credits])),
  );
  // A committed-use discount is a discount, not a savings plan (the seller takes it off the price; nothing was
  // prepaid): the solver places it with the savings plans (same arithmetic), the result reports it with the discounts.
  const cud = solution.savingsPlan !== null && isCommitmentDiscount(solution.savingsPlan.row.labelText);
  const discounts = [solution.discount, cud ? solution.savingsPlan : null].filter(
    (c): c is Candidate => c !== null,
  );
  const plans = cud || !solution.savingsPlan ? [] : [solution.savingsPlan];
  const ambiguousPlan = context.ambiguous.has("savings_plan");
  let discountConf = conf("discount", discounts);
  if (cud && ambiguousPlan) discountConf = lower(discountConf, "medium");
  put("discount", fromPrinted(discounts, discountConf));
  put("savings_plan", fromPrinted(plans, conf("savings_plan", plans)));
  put("vat", fromPrinted(solution.tax, conf("vat", solution.tax)));

  return {
    figures: {
      total_charges: chargesValue === null ? null : round(chargesValue),
      credits: solution.credits ? round(solution.credits.value) : null,
      discount: discounts.length > 0 ? round(discounts.reduce((t, c) => t + c.value, 0)) : null,
      savings_plan: plans[0] ? round(plans[0].value) : null,
      net_charges: netValue === null ? null : round(netValue),
      vat: solution.tax.length > 0 ? round(taxSum) : null,
      service_charges: dueValue === null ? null : round(dueValue),
    },
    provenance,
  };
}

// The words of the language files (lexicon/languages): a discount word, a committed-use word, a one-word name.
const DISCOUNT_WORD = new Set(DISCOUNT_WORDS);
const COMMITTED_USE = new Set(COMMITTED_USE_WORDS);
const COMMITMENT_DISCOUNT = new Set(COMMITMENT_DISCOUNT_WORDS);

/** "Committed use discounts", "Rabatte für zugesicherte Nutzung", "Remises sur engagement d'utilisation". */
export function isCommitmentDiscount(label: string): boolean {
  const words = fold(label).split(/[^\p{L}\p{N}]+/u);
  return (
    (words.some((w) => DISCOUNT_WORD.has(w)) && words.some((w) => COMMITTED_USE.has(w))) ||
    words.some((w) => COMMITMENT_DISCOUNT.has(w))
  );
}

const cents = (value: number) => Math.round(Math.abs(value) * 100);

/** Rows labelled as the charges ("Charges", "Total charges") the reading left out, printing another value. */
export function unusedCharges(rows: MoneyRow[], solution: Solution): boolean {
  const chosen = solution.charges?.row;
  const values = new Set(
    [solution.charges, solution.net, solution.due].filter((c) => c !== null).map((c) => cents(c.value)),
  );
  return rows.some(
    (row) =>
      row.role === "charges" &&
      row.weight >= 2 &&
      row !== chosen &&
      row.amounts.length > 0 &&
      row.amounts.every((a) => !values.has(cents(a.token.value))),
  );
}

/**
 * A row labelled as the net (a strong wording) that the reading left out, printing a value the reading does not
 * give (a misprinted net, or a reading that skipped it): its value, else null. The net read is then in doubt.
 */
export function contradictingNet(rows: MoneyRow[], solution: Solution): MoneyRow | null {
  const chosen = solution.net?.row;
  const values = new Set(
    [solution.charges, solution.net, solution.due].filter((c) => c !== null).map((c) => cents(c.value)),
  );
  return (
    rows.find(
      (row) =>
        row.role === "net" &&
        row.weight >= 2 &&
        row !== chosen &&
        row.amounts.length === 1 &&
        row.amounts.every((a) => !values.has(cents(a.token.value))),
    ) ?? null
  );
}

/**
 * The page a summary was solved on, as the checks of what the summary leaves out see it: every money row, the
 * solution, and how the page writes amounts.
 */
export type SummaryOnPage = {
  index: PageIndex;
  allRows: MoneyRow[];
  solution: Solution;
  convention: NumberConvention;
  dollar: string | LocalSymbols;
  currency: string;
};

/**
 * A negative amount of the invoice currency on the page that no row of the reading accounts for (a deduction
 * line whose wording no lexicon knows): the charges cannot be taken to equal the net.
 */
export function strayNegative(page: SummaryOnPage): boolean {
  const { index, allRows, solution, convention, dollar, currency } = page;
  const ignored = new Set<unknown>();
  for (const row of allRows)
    if (row.role === "ignore") {
      ignored.add(row.label.segment);
      for (const a of row.amounts) ignored.add(a.segment.segment);
    }
  const used = new Set(usedCandidates(solution).map((c) => cents(c.value)));
  return index.segments.some(
    (s) =>
      !ignored.has(s.segment) &&
      pageAmounts(s.segment.text, convention, dollar).some(
        (a) =>
          a.negative &&
          // Whole numbers are amounts in a currency without minor units (JPY, KRW, TWD, IDR, HUF...).
          (a.hasDecimals || (currencyDecimals(currency) === 0 && a.currency !== null)) &&
          a.value !== 0 &&
          !used.has(cents(a.value)) &&
          (a.currency === null || a.currency === currency),
      ),
  );
}

/** Deduction rows (credits, discounts, savings plans) the reading left out. */
export function unusedDeductions(rows: MoneyRow[], solution: Solution): boolean {
  const used = new Set([solution.credits?.row, solution.discount?.row, solution.savingsPlan?.row]);
  return rows.some(
    (row) =>
      (row.role === "credits" || row.role === "discount" || row.role === "savings_plan") &&
      !used.has(row) &&
      row.amounts.some((a) => Math.abs(a.token.value) > 0),
  );
}

/** The issuer: the words naming the seller on the page, or its name when none is found. */
export function providerProvenance(
  segment: Segment | null,
  name: string,
  confidence: Confidence,
): FieldProvenance {
  return {
    text: segment?.text ?? name,
    page: 1,
    box: segment ? unionBox([segmentBox(segment)]) : [0, 0, 0, 0],
    confidence,
  };
}

/** An id or date read beside its label. */
export function foundProvenance(found: { text: string; box: Box }, confidence: Confidence): FieldProvenance {
  return { text: found.text, page: 1, box: found.box, confidence };
}

/**
 * The invoice currency: how many printed codes and symbols voted for it; the words of the line that states it
 * ("All charges and prices are in US Dollars") when the page has one, else the code.
 */
export function currencyProvenance(
  currency: string,
  votes: number,
  box: Box | null,
  statement: { text: string; box: Box } | null = null,
): FieldProvenance {
  return {
    text: statement?.text ?? (votes > 0 ? currency : `No currency printed; ${currency} assumed`),
    page: 1,
    box: statement?.box ?? box ?? [0, 0, 0, 0],
    confidence: votes >= 3 ? "high" : votes > 0 ? "medium" : "low",
  };
}

/**
 * The item lines above the summary added up: on each line above the first summary row that is no labelled row,
 * its rightmost positive amount with decimals (the amount column). Null when there is none.
 */
export function itemsTotal(page: SummaryOnPage): number | null {
  const { index, allRows, solution, convention, dollar, currency } = page;
  // The items are above the summary's first row other than the charges (which may be the items' own total).
  const used = usedCandidates(solution).filter((c) => c !== solution.charges);
  const top = Math.min(...used.map((c) => c.row.line));
  if (!Number.isFinite(top)) return null;
  const inRows = new Set<number>();
  for (const row of allRows) {
    inRows.add(row.line);
    for (const a of row.amounts) inRows.add(a.segment.line.index);
    if (row.wrapped) inRows.add(row.wrapped.line.index);
  }
  let total = 0;
  let count = 0;
  for (const [line, cells] of index.byLine.entries()) {
    if (line >= top || inRows.has(line) || cells.length < 2) continue;
    const last = cells.at(-1);
    if (!last) continue;
    const amount = pageAmounts(last.segment.text, convention, dollar).at(-1);
    if (!amount?.hasDecimals || amount.negative) continue;
    if (amount.currency !== null && amount.currency !== currency) continue;
    total += amount.value;
    count++;
  }
  return count > 0 ? total : null;
}
