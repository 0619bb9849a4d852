import type { InvoiceSummaryItem } from "#shared/schemas/extracted-data.ts";
import { cents, findMoney, type MoneyToken } from "./amounts.ts";

/** A summary line: its label and the money amounts printed on it (one per currency column). */
export type Row = { description: string; amounts: MoneyToken[] };

export function cleanLabel(raw: string): string {
  return raw
    .replace(/\s+/g, " ")
    .replace(/[\s:*†•]+$/u, "")
    .trim();
}

function unbalanced(text: string): boolean {
  return (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);
}

/** The value after `label` on the first line that has it: up to a column gap (2+ spaces) or the line end. */
export function valueAfter(lines: string[], label: RegExp): string | null {
  for (const line of lines) {
    const match = label.exec(line);
    if (!match) continue;
    const rest = line.slice(match.index + match[0].length).replace(/^[\s:]+/, "");
    const value = rest.split(/\s{2,}/)[0]?.trim() ?? "";
    if (value !== "") return value;
  }
  return null;
}

export function findIndex(lines: string[], pattern: RegExp, from = 0): number {
  for (let i = Math.max(0, from); i < lines.length; i++) if (pattern.test(lines[i] ?? "")) return i;
  return -1;
}

/**
 * Lines with amounts become rows. A label wrapped onto two lines is rejoined: a line without an amount is
 * the start of the next row's label, or the end of the previous one while its parenthesis is still open.
 */
export function parseRows(lines: string[]): Row[] {
  const rows: Row[] = [];
  let pending: string | null = null;
  for (const line of lines) {
    const amounts = findMoney(line);
    const trimmed = cleanLabel(line);
    if (trimmed === "") continue;
    const previous = rows.at(-1);
    if (amounts.length === 0) {
      if (previous && pending === null && unbalanced(previous.description)) {
        previous.description = cleanLabel(`${previous.description} ${trimmed}`);
      } else pending = pending === null ? trimmed : `${pending} ${trimmed}`;
      continue;
    }
    const label = cleanLabel(line.slice(0, amounts[0]?.index ?? 0));
    rows.push({ description: cleanLabel(pending === null ? label : `${pending} ${label}`), amounts });
    pending = null;
  }
  return rows;
}

/** The amount in the invoice currency when a row has several currency columns, else the last one. */
export function pickAmount(row: Row, currency: string | null): MoneyToken | undefined {
  return row.amounts.find((token) => token.currency === currency) ?? row.amounts.at(-1);
}

export function toSummary(rows: Row[], currency: string): InvoiceSummaryItem[] {
  return rows.flatMap((row) => {
    const token = pickAmount(row, currency);
    if (!token) return [];
    return [
      { description: row.description, currency: token.currency ?? currency, amount: Math.abs(token.value) },
    ];
  });
}

/** Sum of absolute values, or null when nothing matched (spec: absent rows are null, not 0). */
export function sumAbs(values: number[]): number | null {
  return values.length === 0 ? null : cents(values.reduce((sum, value) => sum + Math.abs(value), 0));
}

export function firstMatch(lines: string[], pattern: RegExp): string | null {
  for (const line of lines) {
    const match = pattern.exec(line);
    if (match?.[1]) return match[1];
  }
  return null;
}
