import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PdfReadError } from "#server/extraction/errors.ts";
import {
  assertContentWithinLimits,
  countContent,
  MAX_STATE_DEPTH,
} from "#server/extraction/pdf/content-limits.ts";
import { createPdfTextPool } from "#server/extraction/pdf/pdf-text.ts";
import { INVOICE_FIXTURE_DIR } from "#tests/support/fixtures.ts";
import { nestedStatePdf } from "#tests/support/hostile-pdfs.ts";

const bytes = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

describe("countContent", () => {
  it("counts operators and the deepest q nesting, stepping over operands", () => {
    expect(countContent(bytes("q 1 0 0 1 0 0 cm q BT /F1 9 Tf (q q q) Tj ET Q Q"))).toEqual({
      operators: 9,
      maxDepth: 2,
    });
    // Strings with parentheses and escapes, hex strings, dictionaries, comments and inline image data.
    const tricky = "q (a (q) \\) q) Tj <7171> Tj /P <</MCID 0>> BDC % q q q\nEMC BI /W 1 /H 1 ID q q q EI Q";
    expect(countContent(bytes(tricky))).toEqual({ operators: 8, maxDepth: 1 });
  });

  it("stops counting past the depth cap", () => {
    const deep = `${"q ".repeat(MAX_STATE_DEPTH + 10)}`;
    expect(countContent(bytes(deep)).maxDepth).toBe(MAX_STATE_DEPTH + 1);
  });
});

describe("content limits before pdf.js", () => {
  it("lets every invoice fixture through", () => {
    const files = readdirSync(INVOICE_FIXTURE_DIR).filter((f) => f.endsWith(".pdf"));
    expect(files.length).toBeGreaterThan(30);
    for (const file of files)
      expect(
        () => assertContentWithinLimits(readFileSync(path.join(INVOICE_FIXTURE_DIR, file))),
        file,
      ).not.toThrow();
  });

  const pool = createPdfTextPool({ size: 1, timeoutMs: 60_000 });
  afterAll(() => pool.close());

  it("refuses a sub-1 KB page of 13,000 nested q ... Q (on main: read, after seconds of the reader's time)", async () => {
    const slow = nestedStatePdf();
    expect(slow.byteLength).toBeLessThan(1024);
    const outcome = await pool.readPdf(slow).then(
      () => "read",
      (error: unknown) => (error instanceof PdfReadError ? error.reason : String(error)),
    );
    expect(outcome).toBe("unreadable");
  });

  it("still reads the same page with shallow nesting", async () => {
    // Page 1's text (a one-line page is too little text for an invoice: readPdf would send it to OCR).
    const page = await pool.readFirstPage(nestedStatePdf(20));
    expect(page.items.map((item) => item.str).join(" ")).toContain("Total 1.00");
  });
});
