import { readdirSync, readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { InvoiceRejectedError } from "#server/extraction/extract-invoice.ts";
import { createPdfTextPool } from "#server/extraction/pdf/pdf-text.ts";
import { analyzeInvoice } from "#tests/support/analyze-invoice.ts";
import { comparable } from "#tests/support/comparable-extraction.ts";

const DIR = new URL("../../fixtures/invoices/", import.meta.url);
const pdfs = readdirSync(DIR)
  .filter((name) => name.endsWith(".pdf"))
  .filter((name) => readdirSync(DIR).includes(name.replace(/\.pdf$/, ".expected.json")));
const pool = createPdfTextPool({ size: 2 });
afterAll(() => pool.close());

// A scanned fixture (the real AWS bill printed as pictures) is read by OCR: seconds of CPU a page.
const SCAN_TIMEOUT_MS = 360_000;

type Expected = { rejected?: string; error?: string } & Record<string, unknown>;

describe("analyzeInvoice on every fixture invoice (golden files)", () => {
  it("has fixtures", () => {
    expect(pdfs.length).toBeGreaterThan(5);
  });

  it.each(pdfs)(
    "%s matches its .expected.json field by field",
    async (name) => {
      const pdf = new Uint8Array(readFileSync(new URL(name, DIR)));
      const expected = JSON.parse(
        readFileSync(new URL(name.replace(/\.pdf$/, ".expected.json"), DIR), "utf8"),
      ) as Expected;
      const run = analyzeInvoice(pdf, { pool, llm: null, estimatedEsr: null });
      if (expected.rejected) {
        const error = await run.then(
          () => null,
          (reason: unknown) => reason,
        );
        expect(error).toBeInstanceOf(InvoiceRejectedError);
        expect((error as InvoiceRejectedError).reason).toBe(expected.rejected);
        expect((error as InvoiceRejectedError).message).toBe(expected.error);
      } else {
        const data = await run;
        expect(comparable(data)).toEqual(comparable(expected));
        expect(data.document_type).toBe(expected.document_type ?? "invoice");
        // A sentence naming the billing period ("... for the billing period August 1 - August 31, 2024") is no
        // summary line: its numbers are days.
        expect(data.invoice_summary.filter((item) => /billing period/i.test(item.description))).toEqual([]);
        // Every figure says where it was read.
        for (const field of ["total_charges", "net_charges", "invoice_number"] as const) {
          if (data[field] !== null) expect(data.provenance?.[field]?.text, field).toBeTruthy();
        }
      }
    },
    SCAN_TIMEOUT_MS,
  );
});
