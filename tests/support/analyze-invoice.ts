import { type ExtractInvoiceOptions, extractInvoice } from "#server/extraction/extract-invoice.ts";
import { analyzeFigures } from "#shared/savings/analyze-figures.ts";
import type { ExtractedData } from "#shared/schemas/extracted-data.ts";

/**
 * An invoice extracted and analysed against `estimatedEsr`, as an upload does it (without the comparison with the
 * providers' table): for the tests that check what a visitor would see from one PDF.
 */
export async function analyzeInvoice(
  pdf: Uint8Array,
  options: ExtractInvoiceOptions & { estimatedEsr: number | null },
): Promise<ExtractedData> {
  const { estimatedEsr, ...extract } = options;
  return analyzeFigures(await extractInvoice(pdf, extract), estimatedEsr);
}
