import { findMoney, symbolCurrency } from "./amounts.ts";
import { parseDate } from "./dates.ts";
import { findIndex, parseRows, toSummary, valueAfter } from "./lines.ts";
import { readSummaryRows } from "./summary-fields.ts";
import type { InvoiceParser } from "./types.ts";

const START = /^(Billing summary|Summary of charges)\b/i;
const END = /^(Details?\b|Page \d|Payment instructions|Please pay)/i;

/**
 * Azure: Microsoft Customer Agreement ("Invoice summary" header, "Billing summary": charges, credits applied,
 * subtotal pre-tax, tax, total amount due) and older pay-as-you-go invoices (`Invoice No.`, `Billing cycle`).
 * Numeric dates are month first.
 */
export const parseAzure: InvoiceParser = (lines) => {
  const start = findIndex(lines, START);
  if (start < 0) return null;
  const end = findIndex(lines, END, start + 1);
  const block = lines.slice(start + 1, end < 0 ? undefined : end);
  const rows = parseRows(block);
  const currency =
    rows.flatMap((row) => row.amounts).find((token) => token.currency)?.currency ??
    findMoney(lines.join("\n"))[0]?.currency ??
    symbolCurrency(block.join("\n"));
  const figures = readSummaryRows(rows, currency, {
    service: /^Total( amount)?( due)?\b/i,
    total: /^(Usage )?Charges\b/i,
    net: /^Subtotal\b/i,
    tax: /^(Tax|VAT|GST|Sales Tax)\b/i,
  });
  const header = lines.slice(0, start);
  const dateText = valueAfter(header, /Invoice date\b/i);
  return {
    ...figures,
    accountNumber: valueAfter(header, /(Billing account(?: ID)?|Subscription ID|Account ID)\b/i),
    invoiceNumber: valueAfter(header, /Invoice (?:number|No\.?)(?=[\s:]|$)/i),
    invoiceDate: dateText ? parseDate(dateText, "mdy") : null,
    invoiceSummary: toSummary(rows, currency ?? "USD"),
    currency,
  };
};
