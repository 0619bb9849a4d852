import { cents, findMoney, symbolCurrency } from "./amounts.ts";
import { type DateOrder, parseDate } from "./dates.ts";
import { cleanLabel, findIndex, parseRows, type Row, sumAbs, toSummary, valueAfter } from "./lines.ts";
import type { ParsedFields } from "./types.ts";

/** How a "line items table, then totals" invoice is laid out (Google, DigitalOcean, Hetzner, Oracle, IBM). */
export type TableLayout = {
  invoiceNumber: RegExp;
  invoiceDate: RegExp;
  dateOrder: DateOrder;
  account: RegExp | null;
  tableHeader: RegExp;
  /** First line after the item rows. */
  tableEnd: RegExp;
  subtotal: RegExp;
  /** true: the subtotal is after credits (net); false: before them (charges). */
  subtotalIsNet: boolean;
  tax: RegExp;
  amountDue: RegExp;
  /** Captures the ISO code printed in a label ("Subtotal in USD:"). */
  currencyLabel: RegExp | null;
};

const ADJUSTMENT = /credit|discount|promotion|adjustment|savings plan/i;

function itemRows(lines: string[]): Row[] {
  const rows: Row[] = [];
  for (const line of lines) {
    const amounts = findMoney(line);
    const cells = line.split(/\s{2,}/).map((cell) => cell.trim());
    if (amounts.length === 0) {
      const previous = rows.at(-1);
      if (previous) previous.description = cleanLabel(`${previous.description} ${line}`);
      continue;
    }
    const label = /^\d+\.?$/.test(cells[0] ?? "") ? cells[1] : cells[0];
    const last = amounts.at(-1);
    if (label !== undefined && last && !findMoney(label).length)
      rows.push({ description: cleanLabel(label), amounts: [last] });
  }
  return rows;
}

function signed(rows: Row[], test: (row: Row) => boolean): number[] {
  return rows.filter(test).map((row) => row.amounts.at(-1)?.value ?? 0);
}

function firstValue(rows: Row[], pattern: RegExp): number | null {
  const row = rows.find((candidate) => pattern.test(candidate.description));
  const value = row?.amounts.at(-1)?.value;
  return value === undefined ? null : cents(Math.abs(value));
}

function currencyOf(lines: string[], layout: TableLayout): string | null {
  for (const line of lines) {
    const code = layout.currencyLabel?.exec(line)?.[1];
    if (code) return code;
  }
  for (const line of lines) {
    const code = findMoney(line).find((token) => token.currency)?.currency;
    if (code) return code;
  }
  return symbolCurrency(lines.join("\n"));
}

export function parseTableInvoice(lines: string[], layout: TableLayout): ParsedFields | null {
  const header = findIndex(lines, layout.tableHeader);
  const end = findIndex(lines, layout.tableEnd, header + 1);
  if (header < 0 || end < 0) return null;
  const items = itemRows(lines.slice(header + 1, end));
  const dueIndex = findIndex(lines, layout.amountDue, end);
  const totals = parseRows(lines.slice(end, dueIndex < 0 ? end + 8 : dueIndex + 1));
  const adjustments = [
    ...items.filter((row) => (row.amounts[0]?.value ?? 0) < 0),
    ...totals.filter((row) => ADJUSTMENT.test(row.description)),
  ];
  const discount = sumAbs(signed(adjustments, (row) => /discount/i.test(row.description)));
  const savingsPlan = sumAbs(signed(adjustments, (row) => /savings plan/i.test(row.description)));
  const credits = sumAbs(signed(adjustments, (row) => !/discount|savings plan/i.test(row.description)));
  const subtotal = firstValue(totals, layout.subtotal);
  const vat = sumAbs(signed(totals, (row) => layout.tax.test(row.description)));
  const amountDue = firstValue(totals, layout.amountDue);
  const deductions = (credits ?? 0) + (discount ?? 0) + (savingsPlan ?? 0);
  const fromDue = amountDue === null ? null : cents(amountDue - (vat ?? 0));
  const net = layout.subtotalIsNet
    ? (subtotal ?? fromDue)
    : subtotal === null
      ? fromDue
      : cents(subtotal - deductions);
  const total =
    !layout.subtotalIsNet && subtotal !== null ? subtotal : net === null ? null : cents(net + deductions);
  const currency = currencyOf(lines, layout);
  const dateText = valueAfter(lines, layout.invoiceDate);
  return {
    accountNumber: layout.account ? valueAfter(lines, layout.account) : null,
    invoiceNumber: valueAfter(lines, layout.invoiceNumber),
    invoiceDate: dateText ? parseDate(dateText, layout.dateOrder) : null,
    invoiceSummary: toSummary([...items, ...totals], currency ?? "USD"),
    serviceCharges: amountDue,
    totalCharges: total,
    savingsPlan,
    discount,
    credits,
    netCharges: net,
    vat,
    currency,
  };
}
