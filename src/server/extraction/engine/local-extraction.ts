import type { InvoiceSummaryItem, Provenance } from "#shared/schemas/extracted-data.ts";

/** docs/product.md#data "local extraction result", plus credits, where each figure came from, and what the document is. */
export type LocalExtraction = {
  text: string;
  provider: string;
  accountNumber: string | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  invoiceSummary: InvoiceSummaryItem[];
  serviceCharges: number | null;
  totalCharges: number | null;
  savingsPlan: number | null;
  discount: number | null;
  credits: number | null;
  netCharges: number | null;
  vat: number | null;
  currency: string;
  unsupportedInvoice: boolean;
  documentType: "invoice" | "credit_note";
  seller: string | null;
  provenance: Provenance;
  /** The page's lines in reading order, each with its position ("x,y: text", PDF points): what a second reader sees. */
  lines?: string[];
  /** Every page's text (page 1 as read, then pages 2..20), for the per-service breakdown. */
  pages?: string[];
  /** Printed figures the reading left out because they contradict it (a misprinted net): shown as failed checks. */
  contradictions?: Array<{ field: "net_charges"; printed: number; text: string }>;
  /** Why it was refused: not an invoice (a look-alike, or no cloud seller), or its figures could not be read. */
  refusal?: "not_an_invoice" | "figures";
};
