// Issue 20 item 1: confidence that means something. A figure is high only when printed under a label of its role
// and its equations hold with printed figures; a computed figure says so (derived) and is high only when two
// independent routes agree; two readings that both reconcile leave it medium; cross-checks are only between
// printed figures; and the engine refuses rather than guess at the charges or the net.
import { afterAll, describe, expect, it } from "vitest";
import { InvoiceRejectedError } from "#server/extraction/extract-invoice.ts";
import { createPdfTextPool } from "#server/extraction/pdf/pdf-text.ts";
import type { ExtractedData } from "#shared/schemas/extracted-data.ts";
import { analyzeInvoice } from "#tests/support/analyze-invoice.ts";
import { writePdf } from "#tests/support/invoice-generator/pdf-writer.ts";

const pool = createPdfTextPool({ size: 1 });
afterAll(() => pool.close());

/** A page with a seller header and summary rows: [label, amount] at the left and right of each line. */
function page(header: string[], rows: Array<[string, string]>): Uint8Array {
  const runs = header.map((text, i) => ({ x: 40, y: 770 - i * 14, text }));
  rows.forEach(([label, amount], i) => {
    runs.push({ x: 60, y: 640 - i * 14, text: label });
    if (amount) runs.push({ x: 480, y: 640 - i * 14, text: amount });
  });
  return writePdf(runs);
}
const read = (pdf: Uint8Array) => analyzeInvoice(pdf, { pool, llm: null, estimatedEsr: null });
const confidence = (data: ExtractedData, field: keyof NonNullable<ExtractedData["provenance"]>) =>
  data.provenance?.[field]?.confidence;

const GOOGLE = [
  "Google LLC",
  "Google Cloud Platform",
  "Invoice number: 5550001234",
  "Issue date: Mar 4, 2026",
];
const AWS = ["Amazon Web Services, Inc.", "Invoice Number: 4412001", "Invoice Date: March 3, 2026"];

describe("confidence that means something", () => {
  it("every figure printed and both equations holding: high, and both cross-checks listed", async () => {
    const data = await read(
      page(GOOGLE, [
        ["Total charges", "1,000.00"],
        ["Promotional credit", "-100.00"],
        ["Subtotal in USD:", "900.00"],
        ["Tax (10%):", "90.00"],
        ["Amount due in USD:", "990.00"],
      ]),
    );
    for (const field of ["total_charges", "credits", "net_charges", "vat", "service_charges"] as const)
      expect(confidence(data, field), field).toBe("high");
    expect(data.checks.map((c) => [c.name, c.ok])).toEqual([
      ["net_charges", true],
      ["amount_due", true],
    ]);
  });

  it("charges computed as net + a deduction (one route) are derived and medium, and prove nothing", async () => {
    const data = await read(
      page(GOOGLE, [
        ["Promotional credit", "-100.00"],
        ["Subtotal in USD:", "900.00"],
        ["Tax (10%):", "90.00"],
        ["Amount due in USD:", "990.00"],
      ]),
    );
    expect(data.total_charges).toBe(1000);
    expect(data.provenance?.total_charges).toMatchObject({ derived: true, confidence: "medium" });
    expect(data.provenance?.total_charges?.text).toMatch(/^Net charges plus deductions: /);
    // Only the equation between printed figures is a cross-check.
    expect(data.checks.map((c) => c.name)).toEqual(["amount_due"]);
    expect(confidence(data, "vat")).toBe("high");
    expect(confidence(data, "service_charges")).toBe("high");
  });

  it("charges not printed but equal to the item lines added up and to net + deductions (two routes): medium, never high", async () => {
    const data = await read(
      page(GOOGLE, [
        ["Compute Engine", "700.00"],
        ["Cloud Storage", "300.00"],
        ["Promotional credit", "-100.00"],
        ["Subtotal in USD:", "900.00"],
        ["Tax (10%):", "90.00"],
        ["Amount due in USD:", "990.00"],
      ]),
    );
    expect(data.total_charges).toBe(1000);
    // Computed, however many routes agree: a derived figure is never high.
    expect(data.provenance?.total_charges).toMatchObject({ derived: true, confidence: "medium" });
    expect(data.provenance?.total_charges?.text).toContain("equal to the item lines added up");
    expect(confidence(data, "credits")).toBe("high");
    expect(confidence(data, "net_charges")).toBe("high");
    // Item lines that do not add up to it leave the charges at one route.
    const short = await read(
      page(GOOGLE, [
        ["Compute Engine", "650.00"],
        ["Cloud Storage", "300.00"],
        ["Promotional credit", "-100.00"],
        ["Subtotal in USD:", "900.00"],
        ["Tax (10%):", "90.00"],
        ["Amount due in USD:", "990.00"],
      ]),
    );
    expect(short.provenance?.total_charges?.confidence).toBe("medium");
  });

  it("legacy AWS: the net, not printed, is medium (derived) even when charges − credits and total − tax agree", async () => {
    const data = await read(
      page(AWS, [
        ["Charges", "$120.00"],
        ["Credits", "-$20.00"],
        ["Tax *", "$10.00"],
        ["Total for this invoice", "$110.00"],
      ]),
    );
    expect(data.net_charges).toBe(100);
    expect(data.provenance?.net_charges).toMatchObject({ derived: true, confidence: "medium" });
    expect(data.provenance?.net_charges?.text).toContain("equal to the amount due minus tax");
    expect(confidence(data, "total_charges")).toBe("high");
    expect(data.checks).toHaveLength(1);
    expect(data.checks[0]?.ok).toBe(true);
  });

  it("a figure computed from one route only (no amount due printed) is at most medium", async () => {
    const data = await read(
      page(AWS, [
        ["Charges", "$120.00"],
        ["Credits", "-$20.00"],
      ]),
    );
    expect(data.net_charges).toBe(100);
    expect(data.provenance?.net_charges).toMatchObject({ derived: true, confidence: "medium" });
    expect(data.provenance?.service_charges).toMatchObject({ derived: true, confidence: "medium" });
  });

  it("a deduction row the reading could not place keeps the charges from being taken as the net at high", async () => {
    // "Flex CUD true-up" is no wording of any role: the subtotal is after it, so charges = net is a guess.
    const data = await read(
      page(GOOGLE, [
        ["Compute Engine", "1,000.00"],
        ["Flex CUD true-up", "-300.00"],
        ["Subtotal in USD:", "700.00"],
        ["Tax (0%):", "0.00"],
        ["Amount due in USD:", "700.00"],
      ]),
    );
    expect(confidence(data, "total_charges")).not.toBe("high");
  });

  it("two readings that both reconcile leave the figures they disagree on at medium", async () => {
    const data = await read(
      page(GOOGLE, [
        ["Total charges", "1,000.00"],
        ["Discount", "-100.00"],
        ["Credits", "-100.00"],
        ["Subtotal in USD:", "900.00"],
        ["Tax (10%):", "90.00"],
        ["Amount due in USD:", "990.00"],
      ]),
    );
    const credit = confidence(data, "credits") ?? confidence(data, "discount");
    expect(credit).toBe("medium");
    expect(confidence(data, "net_charges")).toBe("high");
  });

  it("one printed subtotal read as charges and net is not a cross-check", async () => {
    const data = await read(
      page(GOOGLE, [
        ["Subtotal in USD:", "900.00"],
        ["Tax (10%):", "90.00"],
        ["Amount due in USD:", "990.00"],
      ]),
    );
    expect(data.total_charges).toBe(900);
    expect(data.checks.map((c) => c.name)).toEqual(["amount_due"]);
  });

  it("refuses rather than guess when the printed figures contradict each other", async () => {
    const outcome = await read(
      page(AWS, [
        ["Charges", "$100.00"],
        ["Net Charges (After Credits/Discounts, excl. Tax)", "$95.00"],
        ["Tax", "$19.00"],
        ["Total for this invoice", "$131.00"],
      ]),
    ).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(InvoiceRejectedError);
  });
});
