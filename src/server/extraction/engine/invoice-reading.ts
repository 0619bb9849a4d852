import type { Figures } from "#shared/schemas/extracted-data.ts";

/**
 * What the engine read from an invoice: its figures in the API's names (docs/product.md#data), or why they
 * could not be read, and the page's text for a second reader and the per-service breakdown.
 */
export type InvoiceReading = {
  figures: Figures;
  /** Why it was refused (null: its figures were read): not an invoice (a look-alike, or no cloud seller), or its figures could not be read. */
  refusal: "not_an_invoice" | "figures" | null;
  text: string;
  /** The page's lines in reading order, each with its position ("x,y: text", PDF points): what a second reader sees. */
  lines?: string[];
  /** Every page's text (page 1 as read, then pages 2..20), for the per-service breakdown. */
  pages?: string[];
  /** Printed figures the reading left out because they contradict it (a misprinted net): shown as failed checks. */
  contradictions?: Array<{ field: "net_charges"; printed: number; text: string }>;
  /** Read by OCR from a document without a usable text layer. */
  scanned?: boolean;
};
