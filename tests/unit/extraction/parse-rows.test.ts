import { describe, expect, it } from "vitest";
import { parseInvoiceText } from "#server/extraction/parse-invoice.ts";
import { parseRows } from "#server/extraction/parsers/lines.ts";
import { reconcileFigures } from "#server/extraction/reconcile.ts";

const labels = (lines: string[]) => parseRows(lines).map((row) => row.description);

describe("parseRows", () => {
  it("joins a label wrapped before its amount line", () => {
    expect(labels(["Net Charges (After Credits/Discounts,", "excl. Tax)   USD 1.00"])).toEqual([
      "Net Charges (After Credits/Discounts, excl. Tax)",
    ]);
  });

  it("joins a label whose closing parenthesis wraps after the amount line", () => {
    expect(
      labels(["Net Charges (After Credits/Discounts, excl.   USD 1.00", "Tax)", "VAT   USD 0.19"]),
    ).toEqual(["Net Charges (After Credits/Discounts, excl. Tax)", "VAT"]);
  });

  it("strips trailing colons and footnote marks", () => {
    expect(labels(["Tax *   $0.00", "Subtotal:   $1.00"])).toEqual(["Tax", "Subtotal"]);
  });
});

describe("parseInvoiceText", () => {
  it("removes duplicate summary rows (same description, amount and currency)", () => {
    const text = [
      "Amazon Web Services Invoice",
      "Summary",
      "Charges   $5.00",
      "Charges   $5.00",
      "Credits   $1.00",
    ].join("\n");
    expect(parseInvoiceText(text).invoiceSummary).toEqual([
      { description: "Charges", currency: "USD", amount: 5 },
      { description: "Credits", currency: "USD", amount: 1 },
    ]);
  });

  it("flags an invoice with neither total nor net charges as unsupported", () => {
    const result = parseInvoiceText("Amazon Web Services\nInvoice Number: 1");
    expect(result.unsupportedInvoice).toBe(true);
    expect(result.currency).toBe("USD");
  });
});

describe("reconcileFigures", () => {
  it("flags figures that do not add up", () => {
    const local = parseInvoiceText(
      [
        "Amazon Web Services Invoice",
        "Summary",
        "AWS Service Charges   $130.00",
        "Charges   $120.00",
        "Credits   -$20.00",
        "Tax *   $10.00",
      ].join("\n"),
    );
    const checks = reconcileFigures({ ...local, netCharges: 95 });
    expect(checks.map((check) => [check.name, check.ok])).toEqual([
      ["net_charges", false],
      ["amount_due", false],
    ]);
    expect(checks[0]?.message).toBe(
      "Charges minus credits, discounts and savings plans give 100.00, but the invoice shows 95.00.",
    );
  });
});
