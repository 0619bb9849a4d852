// General reading rules the trap set (tests/fixtures/traps) taught the engine, each shown on pages of our own with
// other sellers and languages than the set's files: a date of supply or tax point is not the date of issue.
import { describe, expect, it } from "vitest";
import type { PositionedText } from "#server/extraction/engine/layout/page-content.ts";
import { readInvoicePage } from "#server/extraction/engine/read-invoice.ts";

const run = (str: string, x: number, y: number, size = 9): PositionedText => ({
  str,
  x,
  y,
  width: [...str].length * size * 0.5,
  height: size,
});
const page = (...items: PositionedText[]) => ({ width: 595, height: 842, items });

// A summary that adds up, so that the page is read as an invoice.
const summary = (charges: string, tax: string, due: string) => [
  run("Charges", 300, 500),
  run(charges, 480, 500),
  run("Net amount", 300, 488),
  run(charges, 480, 488),
  run("VAT 20%", 300, 476),
  run(tax, 480, 476),
  run("Total due", 300, 464),
  run(due, 480, 464),
];

describe("a date of supply or tax point is the invoice date only when no date of issue is printed", () => {
  it.each([
    ["Lieferdatum", "Rechnungsdatum", "Scaleway SAS", "28.02.2026", "03.03.2026", "2026-03-03"],
    ["Data sprzedaży", "Data wystawienia", "OVH Sp. z o.o.", "28.02.2026", "03.03.2026", "2026-03-03"],
    [
      "Date of supply",
      "Date of issue",
      "Hetzner Online GmbH",
      "28 February 2026",
      "3 March 2026",
      "2026-03-03",
    ],
    ["Toimituspäivä", "Laskun päivämäärä", "UpCloud Ltd", "28.02.2026", "03.03.2026", "2026-03-03"],
  ])("%s above %s: the date of issue", (supplyLabel, issueLabel, seller, supplyDate, issueDate, expected) => {
    const reading = readInvoicePage(
      page(
        run(seller, 40, 800),
        run("Invoice", 400, 800),
        run(supplyLabel, 40, 760),
        run(supplyDate, 200, 760),
        run(issueLabel, 40, 748),
        run(issueDate, 200, 748),
        run("Invoice number", 40, 736),
        run("INV-2026-0412", 200, 736),
        ...summary("100.00", "20.00", "120.00"),
      ),
    );
    expect(reading.figures.invoice_date).toBe(expected);
    expect(reading.figures.provenance.invoice_date?.confidence).toBe("high");
  });

  it("a date of supply alone is read, to be checked", () => {
    const reading = readInvoicePage(
      page(
        run("Scaleway SAS", 40, 800),
        run("Invoice", 400, 800),
        run("Date of supply", 40, 760),
        run("28/02/2026", 200, 760),
        run("Invoice number", 40, 736),
        run("INV-2026-0412", 200, 736),
        ...summary("100.00", "20.00", "120.00"),
      ),
    );
    expect(reading.figures.invoice_date).toBe("2026-02-28");
    expect(reading.figures.provenance.invoice_date?.confidence).toBe("medium");
  });
});
