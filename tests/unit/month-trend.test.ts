import { describe, expect, it } from "vitest";
import { monthTrend } from "#shared/insights/month-trend.ts";
import type { ResultMonth } from "#shared/schemas/result-months.ts";

const month = (invoice_date: string, total: number | null, net: number | null, plan = 0): ResultMonth => ({
  invoice_date,
  currency: "EUR",
  total_charges: total,
  net_charges: net,
  credits: null,
  discount: null,
  savings_plan: plan || null,
  vat: null,
});

describe("monthTrend (issue 25: how the bill moves)", () => {
  it("gives charges, net, savings rate and growth per month, and the run-rate of the latest month", () => {
    const trend = monthTrend([
      month("2024-05-02", 800, 800),
      month("2024-06-02", 1000, 900, 100),
      month("2024-07-02", 1200, 900, 300),
    ]);
    expect(trend?.rows).toEqual([
      {
        invoice_date: "2024-05-02",
        period_month: null,
        invoices: 1,
        charges: 800,
        net: 800,
        savings_rate: 0,
        growth: null,
      },
      {
        invoice_date: "2024-06-02",
        period_month: null,
        invoices: 1,
        charges: 1000,
        net: 900,
        savings_rate: 0.1,
        growth: 0.25,
      },
      {
        invoice_date: "2024-07-02",
        period_month: null,
        invoices: 1,
        charges: 1200,
        net: 900,
        savings_rate: 0.25,
        growth: 0.2,
      },
    ]);
    expect(trend?.yearly_run_rate).toBe(10_800);
    expect(trend?.currency).toBe("EUR");
  });

  it("has no growth after a month without charges, and nothing for no months", () => {
    const trend = monthTrend([month("2024-01-02", 0, 0), month("2024-02-02", 50, 50)]);
    expect(trend?.rows[1]?.growth).toBeNull();
    expect(trend?.yearly_run_rate).toBe(600);
    expect(monthTrend([])).toBeNull();
  });
});
