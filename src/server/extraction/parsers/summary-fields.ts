import { cents } from "./amounts.ts";
import { pickAmount, type Row, sumAbs } from "./lines.ts";

/** Figures read from labelled summary rows (AWS and Azure style "label ... amount" blocks). */
export type SummaryFigures = {
  serviceCharges: number | null;
  totalCharges: number | null;
  credits: number | null;
  discount: number | null;
  savingsPlan: number | null;
  netCharges: number | null;
  vat: number | null;
};

export type RowPatterns = {
  service: RegExp;
  total: RegExp;
  net: RegExp;
  tax: RegExp;
};

const SECOND_CURRENCY_TAX = /\bin [A-Z]{3}\b|\(1 [A-Z]{3} =/;

function amountOf(row: Row, currency: string | null): number | null {
  const token = pickAmount(row, currency);
  if (!token) return null;
  if (currency && token.currency && token.currency !== currency) return null;
  return token.value;
}

/** Classifies rows by label. Net is tested first: its label names credits and discounts too. */
export function readSummaryRows(rows: Row[], currency: string | null, patterns: RowPatterns): SummaryFigures {
  const found = { service: [] as number[], total: [] as number[], net: [] as number[], tax: [] as number[] };
  const credits: number[] = [];
  const discounts: number[] = [];
  const plans: number[] = [];
  for (const row of rows) {
    const label = row.description;
    const value = amountOf(row, currency);
    if (value === null) continue;
    if (patterns.net.test(label)) found.net.push(value);
    else if (patterns.service.test(label)) found.service.push(value);
    else if (patterns.total.test(label)) found.total.push(value);
    else if (/savings plan/i.test(label)) plans.push(value);
    else if (/discount/i.test(label)) discounts.push(value);
    else if (/credit/i.test(label)) credits.push(value);
    else if (patterns.tax.test(label) && !SECOND_CURRENCY_TAX.test(label)) found.tax.push(value);
  }
  const first = (values: number[]) => (values[0] === undefined ? null : cents(Math.abs(values[0])));
  return {
    serviceCharges: first(found.service),
    totalCharges: first(found.total),
    netCharges: first(found.net),
    vat: sumAbs(found.tax),
    credits: sumAbs(credits),
    discount: sumAbs(discounts),
    savingsPlan: sumAbs(plans),
  };
}
