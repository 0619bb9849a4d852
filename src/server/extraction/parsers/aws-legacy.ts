import { cents } from "./amounts.ts";
import { findAwsAccount } from "./aws-header.ts";
import { parseDate } from "./dates.ts";
import { findIndex, firstMatch, parseRows, toSummary, valueAfter } from "./lines.ts";
import { readSummaryRows } from "./summary-fields.ts";
import type { InvoiceParser } from "./types.ts";

/**
 * AWS legacy US layout (Amazon Web Services, Inc.): one `Invoice Summary` header, then a `Summary` block
 * (AWS Service Charges, Charges, Credits, Tax, Total for this invoice) in dollars. There is no net line:
 * net = Charges minus Credits (and discounts or savings plans when printed).
 */
export const parseAwsLegacy: InvoiceParser = (lines) => {
  const start = findIndex(lines, /^Summary$/i);
  if (start < 0) return null;
  const end = findIndex(lines, /^(Detail\b|\*|Service Provider)/i, start + 1);
  const rows = parseRows(lines.slice(start + 1, end < 0 ? undefined : end)).filter(
    (row) => !/^•/.test(row.description),
  );
  const figures = readSummaryRows(rows, "USD", {
    service: /^AWS Service Charges\b/i,
    total: /^Charges\b/i,
    net: /^Net Charges\b/i,
    tax: /^(Tax|VAT|GST|Sales Tax)\b/i,
  });
  const header = lines.slice(0, start);
  const dateText = valueAfter(header, /Invoice Date:/i);
  const deductions = (figures.credits ?? 0) + (figures.discount ?? 0) + (figures.savingsPlan ?? 0);
  const net =
    figures.netCharges ?? (figures.totalCharges === null ? null : cents(figures.totalCharges - deductions));
  return {
    ...figures,
    netCharges: net,
    accountNumber: findAwsAccount(header),
    invoiceNumber: firstMatch(header, /Invoice Number:\s*([A-Z0-9][A-Z0-9-]*)/i),
    invoiceDate: dateText ? parseDate(dateText, "mdy") : null,
    invoiceSummary: toSummary(rows, "USD"),
    currency: "USD",
  };
};
