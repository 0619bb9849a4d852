// The currency's provenance shows what the page prints: a legacy AWS invoice writes "$" beside its amounts and
// states the currency once in words ("All charges and prices are in US Dollars"); the visitor sees those words.
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { createPdfTextPool } from "#server/extraction/pdf/pdf-text.ts";
import { analyzeInvoice } from "#tests/support/analyze-invoice.ts";
import { writePdf } from "#tests/support/invoice-generator/pdf-writer.ts";

const pool = createPdfTextPool({ size: 1 });
afterAll(() => pool.close());
const read = (pdf: Uint8Array) => analyzeInvoice(pdf, { pool, llm: null, estimatedEsr: null });

describe("the currency's provenance", () => {
  it("is the line stating the currency in words, where the amounts print only a symbol", async () => {
    const pdf = new Uint8Array(
      readFileSync(new URL("../../fixtures/invoices/synthetic-aws-legacy-credits.pdf", import.meta.url)),
    );
    const data = await read(pdf);
    expect(data.currency).toBe("USD");
    expect(data.provenance?.currency?.text).toBe("All charges and prices are in US Dollars");
    expect(data.provenance?.currency?.box?.[2]).toBeGreaterThan(data.provenance?.currency?.box?.[0] ?? 0);
  });

  it("names the currency in the seller's language (Japanese page stating yen, German page stating euros)", async () => {
    const page = (lines: string[]) => writePdf(lines.map((text, i) => ({ x: 40, y: 770 - i * 16, text })));
    const data = await read(
      page([
        "Amazon Web Services EMEA SARL",
        "Invoice Number: EUINDE26-1000001",
        "Invoice Date: March 3, 2026",
        "Alle Beträge in Euro",
        "Charges   €1,000.00",
        "Net Charges   €1,000.00",
        "VAT   €190.00",
      ]),
    );
    // Only where the words name the currency read; otherwise the code, as before.
    expect(["Alle Beträge in Euro", "EUR"]).toContain(data.provenance?.currency?.text);
  });

  it("stays the code where no line states the currency", async () => {
    const pdf = new Uint8Array(
      readFileSync(new URL("../../fixtures/invoices/synthetic-aws-modern-eur-basic.pdf", import.meta.url)),
    );
    const data = await read(pdf);
    expect(data.provenance?.currency?.text).toBe("EUR");
  });
});
