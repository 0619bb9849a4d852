// Small helpers the documents are written with: sums to the cent and the truth from the printed figures.
import { round2, type TrapTruth } from "./model.ts";

export const sum = (...values: number[]) => round2(values.reduce((a, b) => a + b, 0));
export const taxOf = (base: number, rate: number) => round2(base * rate);

/** The truth of an invoice from its printed figures: net = charges − deductions, total with tax = net + tax. */
export function invoiceTruth(p: {
  provider: string;
  account: string | null;
  number: string;
  date: string;
  currency: string;
  charges: number;
  credits?: number;
  discount?: number;
  savings?: number;
  vat: number | null;
  creditNote?: boolean;
}): TrapTruth & { net_charges: number; service_charges: number } {
  const net = round2(p.charges - (p.credits ?? 0) - (p.discount ?? 0) - (p.savings ?? 0));
  return {
    provider: p.provider,
    document_type: p.creditNote ? "credit_note" : "invoice",
    account_number: p.account,
    invoice_number: p.number,
    invoice_date: p.date,
    currency: p.currency,
    total_charges: p.charges,
    credits: p.credits ?? null,
    discount: p.discount ?? null,
    savings_plan: p.savings ?? null,
    net_charges: net,
    vat: p.vat,
    service_charges: round2(net + (p.vat ?? 0)),
  };
}

export const REFUSE: TrapTruth = { rejected: "unsupported" };
