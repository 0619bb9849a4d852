import { parseTableInvoice } from "./table-invoice.ts";
import type { InvoiceParser } from "./types.ts";

/** DigitalOcean: `Date Issued:`, `Invoice Number:`, one row per resource, optional Subtotal/Tax, `Total:`. */
export const parseDigitalOcean: InvoiceParser = (lines) =>
  parseTableInvoice(lines, {
    invoiceNumber: /Invoice Number:/i,
    invoiceDate: /Date Issued:/i,
    dateOrder: "mdy",
    account: /(?:Account|Team) ID:/i,
    tableHeader: /^Description\s{2,}/i,
    tableEnd: /^(Subtotal|Total):/i,
    subtotal: /^Subtotal\b/i,
    subtotalIsNet: true,
    tax: /^(Tax|VAT|GST|Sales Tax)\b/i,
    amountDue: /^Total\b/i,
    currencyLabel: /^Description\s{2,}.*\s([A-Z]{3})$/,
  });
