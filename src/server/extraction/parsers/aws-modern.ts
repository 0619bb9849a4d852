import { findMoney } from "./amounts.ts";
import { findAwsAccount } from "./aws-header.ts";
import { parseDate } from "./dates.ts";
import { findIndex, firstMatch, parseRows, toSummary, valueAfter } from "./lines.ts";
import { readSummaryRows } from "./summary-fields.ts";
import type { InvoiceParser } from "./types.ts";

const HEADING = /\bInvoice Summary\b/i;
const BLOCK_END =
  /^(Detail\b|\*|Service Provider|Page \d|This (?:VAT |Tax )?Invoice is|Amazon Web Services.*(?:SARL|Inc\.|Ltd))/i;
const INVOICE_NUMBER = /(?:^|\s)(?:VAT |Tax |GST )?Invoice (?:Number|No\.?)[^:]*:\s*([A-Z0-9][A-Z0-9/-]*)/i;
const INVOICE_DATE = /(?:VAT |Tax |GST )?Invoice Date[^:]*:/i;
const TOTAL_AMOUNT = /\bTOTAL AMOUNT\b(?! DUE ON)/i;

/**
 * AWS local sellers (AWS EMEA SARL "VAT Invoice", AWS Canada, other tax invoices): page 1 has
 * `Invoice Summary` twice; the first block is the header, the second holds the charge rows.
 */
export const parseAwsModern: InvoiceParser = (lines) => {
  const first = findIndex(lines, HEADING);
  const second = findIndex(lines, HEADING, first + 1);
  if (first < 0 || second < 0) return null;
  const header = lines.slice(0, second);
  const totalLine = header.find((line) => TOTAL_AMOUNT.test(line)) ?? "";
  const afterLabel = totalLine.slice(totalLine.search(TOTAL_AMOUNT));
  const currency = findMoney(afterLabel)[0]?.currency ?? null;
  const end = findIndex(lines, BLOCK_END, second + 1);
  const rows = parseRows(lines.slice(second + 1, end < 0 ? undefined : end));
  const figures = readSummaryRows(rows, currency, {
    service: /^AWS Service Charges\b/i,
    total: /^Charges\b/i,
    net: /^Net Charges\b/i,
    tax: /^(VAT|Tax|GST|HST|QST|PST|Sales Tax|Consumption Tax|TVA|IVA|MwSt)\b/i,
  });
  const rowCurrency = rows.flatMap((row) => row.amounts).find((token) => token.currency)?.currency ?? null;
  const invoiceCurrency = currency ?? rowCurrency;
  const dateText = valueAfter(header, INVOICE_DATE);
  return {
    ...figures,
    accountNumber: findAwsAccount(header),
    invoiceNumber: firstMatch(header, INVOICE_NUMBER),
    invoiceDate: dateText ? parseDate(dateText, "mdy") : null,
    invoiceSummary: toSummary(rows, invoiceCurrency ?? "USD"),
    currency: invoiceCurrency,
  };
};
