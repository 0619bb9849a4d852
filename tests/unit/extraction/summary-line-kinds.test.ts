// Each summary line says what the reading took it for, in any language: the result page draws a deduction as one
// ("Promotions and others", "Paiement anticipé appliqué") without guessing from English words.
import { afterAll, describe, expect, it } from "vitest";
import { createPdfTextPool } from "#server/extraction/pdf/pdf-text.ts";
import { analyzeInvoice } from "#tests/support/analyze-invoice.ts";
import { awsMonthPdf } from "#tests/support/month-invoices.ts";

const pool = createPdfTextPool({ size: 1, timeoutMs: 20_000 });
afterAll(() => pool.close());

describe("summary line kinds", () => {
  it("names the charges, each deduction, the totals and the tax", async () => {
    const data = await analyzeInvoice(
      awsMonthPdf({ date: "2026-04-02", charges: 5000, credits: 1200, savingsPlan: 300 }),
      { pool, llm: null, estimatedEsr: null },
    );
    const kinds = Object.fromEntries(data.invoice_summary.map((line) => [line.description, line.kind]));
    expect(kinds).toMatchObject({
      "AWS Service Charges": "total",
      Charges: "charge",
      Credits: "deduction",
      "Savings Plans": "deduction",
      "Net Charges (After Credits/Discounts, excl. Tax)": "total",
      "TOTAL VAT": "tax",
    });
  });
});
