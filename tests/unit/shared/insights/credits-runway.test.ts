import { describe, expect, it } from "vitest";
import { creditsRunway } from "#shared/insights/credits-runway.ts";
import type { ResultMonth } from "#shared/schemas/result-months.ts";

const month = (credits: number | null, balance?: number | null): ResultMonth => ({
  invoice_date: "2026-05-02",
  currency: "USD",
  total_charges: 5000,
  net_charges: 5000 - (credits ?? 0),
  credits,
  discount: null,
  savings_plan: null,
  vat: null,
  ...(balance === undefined ? {} : { credits_balance: balance }),
});

describe("the credits cliff: how many months of credits are left", () => {
  it("the printed balance over this month's credits, in whole months", () => {
    expect(creditsRunway([month(4800, 20_000)])).toEqual({ months_left: 4, basis: "this-month" });
  });

  it("two months' printed balances give the burn (per month between them)", () => {
    expect(creditsRunway([month(4800, 30_000), month(null), month(4000, 20_000)])).toEqual({
      months_left: 4,
      basis: "balance-drop",
    });
  });

  it("a balance smaller than a month's burn: no full month left", () => {
    expect(creditsRunway([month(4800, 1000)])).toEqual({ months_left: 0, basis: "this-month" });
  });

  it("nothing when unknown: no printed balance on the latest month, or no burn", () => {
    expect(creditsRunway([])).toBeNull();
    expect(creditsRunway([month(4800)])).toBeNull();
    expect(creditsRunway([month(4800, 20_000), month(4800, null)])).toBeNull();
    expect(creditsRunway([month(null, 20_000)])).toBeNull();
    expect(creditsRunway([month(0, 20_000)])).toBeNull();
  });
});
