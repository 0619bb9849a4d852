import { describe, expect, it } from "vitest";
import { findBillingPeriod } from "#server/extraction/engine/read/billing-period.ts";

describe("the billing period an invoice prints", () => {
  it("reads ranges whose first date has no year, named months, numbers day or month first, other languages", () => {
    const cases: [string, "dmy" | "mdy", { start: string; end: string } | null][] = [
      [
        "This VAT Invoice is for the billing period November 1 - November 30, 2025",
        "mdy",
        { start: "2025-11-01", end: "2025-11-30" },
      ],
      [
        "This invoice is for the billing period March 1 - March 31 , 2018",
        "mdy",
        { start: "2018-03-01", end: "2018-03-31" },
      ],
      ["Period: January 1 - 31, 2016", "mdy", { start: "2016-01-01", end: "2016-01-31" }],
      ["Billing period: 01/02/2026 - 28/02/2026", "dmy", { start: "2026-02-01", end: "2026-02-28" }],
      ["Billing Period   2026-05-01 - 2026-05-31", "mdy", { start: "2026-05-01", end: "2026-05-31" }],
      [
        "Bu fatura 01.06.2026 - 30.06.2026 fatura dönemine aittir.",
        "dmy",
        { start: "2026-06-01", end: "2026-06-30" },
      ],
      [
        "Utilisation Microsoft Azure (consommation du 01/05/2026 au 31/05/2026)   64 380,20",
        "dmy",
        { start: "2026-05-01", end: "2026-05-31" },
      ],
      ["Invoice Date: June 2, 2026", "mdy", null],
    ];
    for (const [line, order, expected] of cases)
      expect(findBillingPeriod([`Invoice\n${line}\nTotal 10.00`], order), line).toEqual(expected);
  });
});
