import { parseTableInvoice } from "./table-invoice.ts";
import type { InvoiceParser } from "./types.ts";

/** Hetzner Online: `Invoice no.:`, day-first `Invoice date:`, `Customer no.:`, `Total (excl. VAT)`, VAT, `Total`. */
export const parseHetzner: InvoiceParser = (lines) =>
  parseTableInvoice(lines, {
    invoiceNumber: /Invoice no\.?:/i,
    invoiceDate: /Invoice date:/i,
    dateOrder: "dmy",
    account: /Customer no\.?:/i,
    tableHeader: /^Pos\.?\s{2,}/i,
    tableEnd: /^Total \(excl\. VAT\)/i,
    subtotal: /^Total \(excl\. VAT\)/i,
    subtotalIsNet: true,
    tax: /^(VAT|Reverse charge)\b/i,
    amountDue: /^Total\b(?! \(excl)/i,
    currencyLabel: null,
  });
