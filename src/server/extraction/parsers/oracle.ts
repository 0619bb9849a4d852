import { parseTableInvoice } from "./table-invoice.ts";
import type { InvoiceParser } from "./types.ts";

/** Oracle Cloud Infrastructure: product lines, `Subtotal` (charges), credits/adjustments, tax, `Total Due`. */
export const parseOracle: InvoiceParser = (lines) =>
  parseTableInvoice(lines, {
    invoiceNumber: /Invoice Number:/i,
    invoiceDate: /Invoice Date:/i,
    dateOrder: "mdy",
    account: /Customer (?:Number|Account):/i,
    tableHeader: /^(Product|Description)\s{2,}/i,
    tableEnd: /^Subtotal\b/i,
    subtotal: /^Subtotal\b/i,
    subtotalIsNet: false,
    tax: /^(Tax|VAT|GST|Sales Tax)\b/i,
    amountDue: /^(Total Due|Invoice Total|Total Amount Due)\b/i,
    currencyLabel: /Currency:\s*([A-Z]{3})\b/,
  });
