import type { InvoiceSummaryItem } from "#shared/schemas/extracted-data.ts";

/** Spec §3 "local extraction result", plus credits (the spec's extracted_data has them). */
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
};

export type ParsedFields = Omit<LocalExtraction, "text" | "provider" | "unsupportedInvoice" | "currency"> & {
  currency: string | null;
};

/**
 * A layout parser: page-1 lines in, fields out; pure. Returns null when the text is not its layout, so the
 * next parser for the same provider can try.
 */
export type InvoiceParser = (lines: string[]) => ParsedFields | null;
