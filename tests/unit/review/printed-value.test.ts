import { describe, expect, it } from "vitest";
import { headedAsInvoice } from "#server/review/invoice-heading.ts";
import { pageNumbers } from "#server/review/page-numbers.ts";
import { printedValue } from "#shared/review/printed-value.ts";

describe("printedValue", () => {
  it("reads amounts in every grouping and decimal convention, with their currency around them", () => {
    expect(printedValue("1,234.56")).toBe(1234.56);
    expect(printedValue("1.234,56")).toBe(1234.56);
    expect(printedValue("1 234,5")).toBe(1234.5);
    expect(printedValue("USD 1'234.56")).toBe(1234.56);
    expect(printedValue("-€60.00")).toBe(60);
    expect(printedValue("1,000")).toBe(1000);
    expect(printedValue("")).toBeNull();
    expect(printedValue("twelve")).toBeNaN();
    expect(printedValue("12abc34")).toBeNaN();
  });
});

describe("pageNumbers", () => {
  it("finds each number of a run with its share of the run's box", () => {
    const numbers = pageNumbers([
      { str: "Charges USD 1,250.00", transform: [10, 0, 0, 10, 100, 500], width: 200, height: 10 },
    ]);
    expect(numbers).toHaveLength(1);
    expect(numbers[0]).toMatchObject({ text: "1,250.00", value: 1250 });
    expect(numbers[0]?.box[0]).toBeCloseTo(100 + (200 * 12) / 20, 0);
  });
});

describe("headedAsInvoice", () => {
  const page = (top: string, lower: string) => [
    `40,760: ${top}`,
    "40,500: Summary",
    `40,300: ${lower}`,
    "40,100: Footer",
  ];
  it("takes a page that calls itself an invoice near its top", () => {
    expect(headedAsInvoice(page("Invoice", "Total 10.00"))).toBe(true);
    expect(headedAsInvoice(page("Rechnung", "Summe 10,00"))).toBe(true);
  });
  it("leaves out a receipt that names the invoice it pays lower down, and a page that never says invoice", () => {
    expect(headedAsInvoice(page("Receipt from Cloudflare, Inc.", "Payment for invoice IN-1"))).toBe(false);
    expect(headedAsInvoice(page("Cost report", "Total 10.00"))).toBe(false);
    expect(headedAsInvoice([])).toBe(false);
  });
});
