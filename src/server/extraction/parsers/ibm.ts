import { parseTableInvoice } from "./table-invoice.ts";
import type { InvoiceParser } from "./types.ts";

/** IBM Cloud: service lines, `Subtotal` (charges), discounts and credits, tax, `Total Amount Due`. */
export const parseIbm: InvoiceParser = (lines) =>
  parseTableInvoice(lines, {
    invoiceNumber: /Invoice Number:/i,
    invoiceDate: /Invoice Date:/i,
    dateOrder: "mdy",
    account: /Account ID:/i,
    tableHeader: /^(Service|Description)\s{2,}/i,
    tableEnd: /^Subtotal\b/i,
    subtotal: /^Subtotal\b/i,
    subtotalIsNet: false,
    tax: /^(Tax|VAT|GST|Sales Tax)\b/i,
    amountDue: /^Total Amount Due\b/i,
    currencyLabel: /Currency:\s*([A-Z]{3})\b/,
  });
