import type { ResultMonth } from "../schemas/result-months.ts";

/** Up to this many months are shown: a year, enough to size a commitment on the steady part of the bill. */
export const MONTHS_SHOWN = 12;

/** One invoice of a result; `creditNote` when the document corrects an earlier invoice rather than bills a month. */
export type MonthInvoice = { month: ResultMonth; account: string | null; creditNote?: boolean };

const sumOrNull = (a: number | null, b: number | null) =>
  a === null && b === null ? null : Math.round(((a ?? 0) + (b ?? 0)) * 100) / 100;

const normalise = (value: string | null) => (value ?? "").replace(/[\s-]/g, "").toLowerCase();

/** The date a month is ordered by: its billing period's start, else the invoice date. */
export function monthKeyDate(month: ResultMonth): string | null {
  return month.period_start ?? month.invoice_date;
}

/** The charges a month's rates are taken over (the spec's base: charges, else net). */
const baseOf = (month: ResultMonth) => month.total_charges ?? month.net_charges ?? 0;

function weighted(a: ResultMonth, b: ResultMonth, field: "effective_savings_rate" | "credits_share") {
  const [wa, wb] = [baseOf(a), baseOf(b)];
  if (a[field] === undefined || b[field] === undefined || wa + wb <= 0) return undefined;
  return Math.round((((a[field] ?? 0) * wa + (b[field] ?? 0) * wb) / (wa + wb)) * 1e6) / 1e6;
}

/** The balance left after the later of two invoices of one period: the lower printed balance (credits only fall). */
function laterBalance(a: ResultMonth, b: ResultMonth): number | null | undefined {
  const printed = [a.credits_balance, b.credits_balance].filter((value) => typeof value === "number");
  return printed.length > 0 ? Math.min(...printed) : (a.credits_balance ?? b.credits_balance);
}

function add(a: ResultMonth, b: ResultMonth): ResultMonth {
  const effective = weighted(a, b, "effective_savings_rate");
  const credits = weighted(a, b, "credits_share");
  const balance = laterBalance(a, b);
  return {
    ...a,
    invoice_date: [a.invoice_date, b.invoice_date].filter(Boolean).sort().at(-1) ?? null,
    total_charges: sumOrNull(a.total_charges, b.total_charges),
    net_charges: sumOrNull(a.net_charges, b.net_charges),
    credits: sumOrNull(a.credits, b.credits),
    discount: sumOrNull(a.discount, b.discount),
    savings_plan: sumOrNull(a.savings_plan, b.savings_plan),
    vat: sumOrNull(a.vat, b.vat),
    invoices: (a.invoices ?? 1) + (b.invoices ?? 1),
    ...(effective === undefined ? {} : { effective_savings_rate: effective }),
    ...(credits === undefined ? {} : { credits_share: credits }),
    ...(balance === undefined ? {} : { credits_balance: balance }),
  };
}

const minus = (value: number | null, amount: number) =>
  value === null ? null : Math.round((value - amount) * 100) / 100;

/**
 * A credit note attached to the month it corrects: what it gives back comes off the month's charges and net (the
 * month was billed that much too high, so its savings rate is not lifted by a refund), and off its tax.
 */
function correct(month: ResultMonth, note: ResultMonth): ResultMonth {
  const amount = note.net_charges ?? note.total_charges ?? 0;
  return {
    ...month,
    total_charges: minus(month.total_charges, amount),
    net_charges: minus(month.net_charges, amount),
    vat: note.vat === null ? month.vat : minus(month.vat, note.vat),
    correction: Math.round(((month.correction ?? 0) + amount) * 100) / 100,
    credit_notes: (month.credit_notes ?? 0) + 1,
  };
}

const keyOf = (month: ResultMonth, account: string | null) =>
  month.period_start && month.period_end
    ? `${normalise(account)}|${month.period_start}|${month.period_end}`
    : null;

/** Whether a credit note of this account has the month it corrects among the invoices (same account and period). */
export function correctsAMonth(note: MonthInvoice, invoices: readonly MonthInvoice[]): boolean {
  const key = keyOf(note.month, note.account);
  return (
    key !== null &&
    invoices.some((invoice) => !invoice.creditNote && keyOf(invoice.month, invoice.account) === key)
  );
}

/**
 * The result's months: invoices of the same account and billing period add up into one month (a second invoice
 * of May's usage is part of May, not another month); ordered by period (the invoice date when none is printed);
 * the latest MONTHS_SHOWN. An invoice without a printed period is its own month. A credit note is not a month of
 * spending: it is attached to the month of its account and period as a correction, and left out when that month
 * is not among the invoices. Pure.
 */
export function combineMonths(invoices: readonly MonthInvoice[]): ResultMonth[] {
  const byKey = new Map<string, ResultMonth>();
  invoices.forEach(({ month, account, creditNote }, index) => {
    if (creditNote) return;
    const key = keyOf(month, account) ?? `invoice-${index}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? add(seen, month) : { ...month, invoices: month.invoices ?? 1 });
  });
  for (const { month, account, creditNote } of invoices) {
    const key = creditNote ? keyOf(month, account) : null;
    const corrected = key === null ? undefined : byKey.get(key);
    if (key !== null && corrected) byKey.set(key, correct(corrected, month));
  }
  const sorted = [...byKey.values()].sort((a, b) => {
    const [x, y] = [monthKeyDate(a), monthKeyDate(b)];
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return x < y ? -1 : 1;
  });
  return sorted.slice(-MONTHS_SHOWN);
}

/** The month a billing period is mostly in, as "YYYY-MM" (its midpoint's month); null without a period. */
export function periodMonth(month: Pick<ResultMonth, "period_start" | "period_end">): string | null {
  if (!month.period_start || !month.period_end) return null;
  const start = Date.parse(`${month.period_start}T00:00:00Z`);
  const end = Date.parse(`${month.period_end}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  return new Date((start + end) / 2).toISOString().slice(0, 7);
}
