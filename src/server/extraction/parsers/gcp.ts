import { parseTableInvoice } from "./table-invoice.ts";
import type { InvoiceParser } from "./types.ts";

/** Google Cloud (Google LLC; Google Cloud EMEA Limited): items table, `Subtotal in USD:`, tax, `Amount due in USD:`. */
export const parseGcp: InvoiceParser = (lines) =>
  parseTableInvoice(lines, {
    invoiceNumber: /Invoice number:/i,
    invoiceDate: /Issue date:/i,
    dateOrder: "mdy",
    account: /Billing Account (?:Number|ID):/i,
    tableHeader: /^Description\s{2,}/i,
    tableEnd: /^Subtotal in [A-Z]{3}:/i,
    subtotal: /^Subtotal in [A-Z]{3}/i,
    subtotalIsNet: true,
    tax: /tax|VAT|GST|IVA/i,
    amountDue: /^(Amount due|Total amount due) in [A-Z]{3}/i,
    currencyLabel: /(?:Subtotal|Amount due) in ([A-Z]{3}):/,
  });
