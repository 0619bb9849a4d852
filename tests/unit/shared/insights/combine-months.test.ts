import { describe, expect, it } from "vitest";
import { combineMonths, MONTHS_SHOWN, periodMonth } from "#shared/insights/combine-months.ts";
import type { ResultMonth } from "#shared/schemas/result-months.ts";

const month = (
  invoiceDate: string,
  period: [string, string] | null,
  charges: number,
  extra: Partial<ResultMonth> = {},
): ResultMonth => ({
  invoice_date: invoiceDate,
  currency: "USD",
  total_charges: charges,
  net_charges: charges,
  credits: null,
  discount: null,
  savings_plan: null,
  vat: null,
  period_start: period?.[0] ?? null,
  period_end: period?.[1] ?? null,
  invoices: 1,
  effective_savings_rate: 0,
  credits_share: 0,
  ...extra,
});

describe("months by billing period and account", () => {
  it("invoices dated 2 April, 2 May and 2 June are March, April and May; a second May invoice adds to May", () => {
    const months = combineMonths([
      { month: month("2026-06-02", ["2026-05-01", "2026-05-31"], 1200), account: "1234 5678 9012" },
      { month: month("2026-04-02", ["2026-03-01", "2026-03-31"], 1000), account: "123456789012" },
      { month: month("2026-05-02", ["2026-04-01", "2026-04-30"], 1100), account: "123456789012" },
      {
        month: month("2026-06-05", ["2026-05-01", "2026-05-31"], 300, {
          savings_plan: 60,
          effective_savings_rate: 0.2,
        }),
        account: "123456789012",
      },
    ]);
    expect(months.map((m) => periodMonth(m))).toEqual(["2026-03", "2026-04", "2026-05"]);
    expect(months[2]).toMatchObject({
      total_charges: 1500,
      invoices: 2,
      savings_plan: 60,
      invoice_date: "2026-06-05",
    });
    expect(months[2]?.effective_savings_rate).toBeCloseTo(60 / 1500, 6);
  });

  it("another account's invoice of the same period is its own month; one without a period is ordered by its date", () => {
    const months = combineMonths([
      { month: month("2026-05-02", ["2026-04-01", "2026-04-30"], 100), account: "111111111111" },
      { month: month("2026-05-03", ["2026-04-01", "2026-04-30"], 200), account: "222222222222" },
      { month: month("2026-03-15", null, 50), account: null },
    ]);
    expect(months.map((m) => m.total_charges)).toEqual([50, 100, 200]);
  });

  it("keeps the latest twelve months", () => {
    const invoices = Array.from({ length: 14 }, (_, i) => {
      const m = String(i + 1).padStart(2, "0");
      const year = 2025 + Math.floor(i / 12);
      const mm = String((i % 12) + 1).padStart(2, "0");
      return {
        month: month(`${year}-${mm}-02`, [`${year}-${mm}-01`, `${year}-${mm}-28`], i + 1),
        account: m && "1",
      };
    });
    const months = combineMonths(invoices);
    expect(months).toHaveLength(MONTHS_SHOWN);
    expect(months[0]?.total_charges).toBe(3);
  });

  it("a credit note corrects the month of its account and period (charges, net, tax), labelled, not a month itself", () => {
    const april: [string, string] = ["2026-04-01", "2026-04-30"];
    const months = combineMonths([
      { month: month("2026-05-02", april, 1000, { vat: 190 }), account: "123456789012" },
      { month: month("2026-06-02", ["2026-05-01", "2026-05-31"], 1100), account: "123456789012" },
      {
        month: month("2026-05-20", april, 150, { vat: 28.5 }),
        account: "1234 5678 9012",
        creditNote: true,
      },
    ]);
    expect(months).toHaveLength(2);
    expect(months[0]).toMatchObject({
      total_charges: 850,
      net_charges: 850,
      vat: 161.5,
      correction: 150,
      credit_notes: 1,
      invoices: 1,
    });
    expect(months[1]?.correction).toBeUndefined();
  });

  it("a credit note whose month is not among the invoices (or with no period) is left out, never a month", () => {
    const months = combineMonths([
      { month: month("2026-05-02", ["2026-04-01", "2026-04-30"], 1000), account: "1" },
      { month: month("2026-06-20", ["2026-05-01", "2026-05-31"], 80), account: "1", creditNote: true },
      { month: month("2026-06-21", null, 70), account: "1", creditNote: true },
      { month: month("2026-05-22", ["2026-04-01", "2026-04-30"], 60), account: "2", creditNote: true },
    ]);
    expect(months).toEqual([expect.objectContaining({ total_charges: 1000, net_charges: 1000 })]);
    expect(months[0]?.correction).toBeUndefined();
  });

  it("the credits balance of a month of two invoices is the lower one printed (credits only fall)", () => {
    const may: [string, string] = ["2026-05-01", "2026-05-31"];
    const months = combineMonths([
      { month: month("2026-06-02", may, 100, { credits_balance: 900 }), account: "1" },
      { month: month("2026-06-09", may, 50, { credits_balance: 850 }), account: "1" },
    ]);
    expect(months[0]?.credits_balance).toBe(850);
  });
});
