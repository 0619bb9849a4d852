import { describe, expect, it } from "vitest";
import { computeSavings, type SavingsInput } from "#shared/savings/compute-savings.ts";

const none: SavingsInput = {
  total_charges: null,
  net_charges: null,
  service_charges: null,
  savings_plan: null,
  discount: null,
  invoice_summary: [],
  estimated_esr: null,
};

describe("computeSavings (docs/product.md#behaviour)", () => {
  it("with total and net: savings = total - net, rate = savings / total", () => {
    const result = computeSavings({ ...none, total_charges: 200, net_charges: 150 });
    expect(result.monthly_current_savings).toBe(50);
    expect(result.current_savings_rate).toBe(0.25);
    expect(result.total_monthly_spend).toBe(200);
  });

  it("with total and net ignores savings plan and discount (rule 1 wins)", () => {
    const result = computeSavings({
      ...none,
      total_charges: 100,
      net_charges: 100,
      savings_plan: 30,
      discount: 10,
    });
    expect(result.monthly_current_savings).toBe(0);
    expect(result.current_savings_rate).toBe(0);
  });

  it("with only total: savings = savings plan + discount", () => {
    const result = computeSavings({ ...none, total_charges: 400, savings_plan: 60, discount: 40 });
    expect(result.monthly_current_savings).toBe(100);
    expect(result.current_savings_rate).toBe(0.25);
  });

  it("with only total and no savings: rate 0", () => {
    const result = computeSavings({ ...none, total_charges: 400 });
    expect(result.monthly_current_savings).toBe(0);
    expect(result.current_savings_rate).toBe(0);
  });

  it("with only net and service charges: total = service charges", () => {
    const result = computeSavings({ ...none, net_charges: 80, service_charges: 100 });
    expect(result.total_monthly_spend).toBe(100);
    expect(result.current_savings_rate).toBe(0.2);
    expect(result.monthly_current_savings).toBe(20);
  });

  it("with only net and no service charges: total = net, rate 0", () => {
    const result = computeSavings({ ...none, net_charges: 80 });
    expect(result.total_monthly_spend).toBe(80);
    expect(result.current_savings_rate).toBe(0);
  });

  it("with neither: the summary's charges line is the total and its net charges line the net", () => {
    const result = computeSavings({
      ...none,
      invoice_summary: [
        { description: "AWS Service Charges", amount: 120 },
        { description: "Charges", amount: 100 },
        { description: "Net Charges (After Credits/Discounts, excl. Tax)", amount: 90 },
      ],
    });
    expect(result.total_monthly_spend).toBe(100);
    expect(result.monthly_current_savings).toBe(10);
    expect(result.current_savings_rate).toBe(0.1);
  });

  it("with neither and no summary: everything 0", () => {
    const result = computeSavings(none);
    expect(result.total_monthly_spend).toBe(0);
    expect(result.current_savings_rate).toBe(0);
  });

  it("zero total does not divide by zero", () => {
    expect(computeSavings({ ...none, total_charges: 0, net_charges: 0 }).current_savings_rate).toBe(0);
    expect(computeSavings({ ...none, total_charges: 0, discount: 5 }).current_savings_rate).toBe(0);
    expect(computeSavings({ ...none, net_charges: 0, service_charges: 0 }).current_savings_rate).toBe(0);
  });

  it("yearly = 12 x the unrounded monthly figure, rounded once (issue 11: $845.91, not 12 x $70.49)", () => {
    const result = computeSavings({
      ...none,
      total_charges: 220.29,
      net_charges: 220.29,
      estimated_esr: 0.32,
    });
    expect(result.estimated_monthly_savings).toBe(70.49);
    expect(result.estimated_yearly_savings).toBe(845.91);
    expect(result.additional_monthly_savings).toBe(70.49);
    expect(result.additional_yearly_savings).toBe(845.91);
    const small = computeSavings({ ...none, total_charges: 5.57, net_charges: 5.57, estimated_esr: 0.25 });
    expect(small.estimated_monthly_savings).toBe(1.39);
    expect(small.estimated_yearly_savings).toBe(16.71);
    const current = computeSavings({ ...none, total_charges: 10, net_charges: 7.5 });
    expect(current.yearly_current_savings).toBe(30);
    const cents = computeSavings({ ...none, total_charges: 100, net_charges: 99.995 });
    expect(cents.yearly_current_savings).toBe(0.06);
  });

  it("null estimate: estimated figures null, no additional savings, not a top performer", () => {
    const result = computeSavings({ ...none, total_charges: 100, net_charges: 50 });
    expect(result.estimated_monthly_savings).toBeNull();
    expect(result.estimated_yearly_savings).toBeNull();
    expect(result.additional_monthly_savings).toBe(0);
    expect(result.is_top_performer).toBe(false);
  });

  it("estimate above the current rate: additional = total x (estimate - rate)", () => {
    const result = computeSavings({ ...none, total_charges: 1000, net_charges: 900, estimated_esr: 0.3 });
    expect(result.estimated_monthly_savings).toBe(300);
    expect(result.additional_monthly_savings).toBe(200);
    expect(result.additional_yearly_savings).toBe(2400);
    expect(result.is_top_performer).toBe(false);
  });

  it("estimate below the current rate: no additional savings, top performer", () => {
    const result = computeSavings({ ...none, total_charges: 1000, net_charges: 500, estimated_esr: 0.3 });
    expect(result.additional_monthly_savings).toBe(0);
    expect(result.is_top_performer).toBe(true);
  });

  it("top performer needs a rate strictly greater than the estimate", () => {
    const result = computeSavings({ ...none, total_charges: 100, net_charges: 75, estimated_esr: 0.25 });
    expect(result.is_top_performer).toBe(false);
    expect(result.additional_monthly_savings).toBe(0);
  });
});
