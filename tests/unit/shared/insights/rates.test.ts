import { describe, expect, it } from "vitest";
import { formatPercent } from "#shared/format/percent.ts";
import { creditsMakeTheRate, figuresToCheck, isPrepayment, savingsRates } from "#shared/insights/rates.ts";
import { analyzeFigures } from "#shared/savings/analyze-figures.ts";
import { applyCorrections } from "#shared/savings/apply-corrections.ts";
import type { ExtractedData, FieldProvenance } from "#shared/schemas/extracted-data.ts";

const read = (text: string, extra: Partial<FieldProvenance> = {}): FieldProvenance => ({
  text,
  page: 1,
  box: [0, 0, 1, 1],
  confidence: "high",
  ...extra,
});

function invoice(figures: Partial<ExtractedData>): ExtractedData {
  return analyzeFigures(
    {
      provider: "AWS",
      provider_estimated_esr: null,
      account_number: "123456789012",
      invoice_number: "1",
      invoice_date: "2026-05-02",
      invoice_summary: [],
      service_charges: null,
      total_charges: null,
      savings_plan: null,
      discount: null,
      credits: null,
      net_charges: null,
      vat: null,
      currency: "USD",
      current_savings_rate: 0,
      monthly_current_savings: 0,
      yearly_current_savings: 0,
      estimated_monthly_savings: null,
      estimated_yearly_savings: null,
      total_monthly_spend: 0,
      checks: [],
      ...figures,
    },
    0.28,
  );
}

describe("the effective savings rate and the credits share", () => {
  it("a $5,000 invoice paid $4,800 by credits: the spec's rate is 96%, the effective rate 0%, credits pay 96%", () => {
    const data = invoice({ total_charges: 5000, credits: 4800, net_charges: 200 });
    expect(formatPercent(data.current_savings_rate)).toBe("96.0%");
    expect(data.effective_savings_rate).toBe(0);
    expect(formatPercent(data.credits_share ?? -1, 0)).toBe("96%");
    expect(creditsMakeTheRate(data)).toBe(true);
  });

  it("Savings Plans of 300 on 13,360.60: 2.2% effective, nothing paid by credits", () => {
    const data = invoice({ total_charges: 13360.6, savings_plan: 300, net_charges: 13060.6 });
    expect(formatPercent(data.effective_savings_rate ?? -1)).toBe("2.2%");
    expect(data.credits_share).toBe(0);
    expect(creditsMakeTheRate(data)).toBe(false);
  });

  it("a Savings Plans deduction counts net of its own fee line", () => {
    const rates = savingsRates({
      total_monthly_spend: 10000,
      savings_plan: 1000,
      commitment_fee: 720,
      discount: 200,
      credits: null,
      invoice_summary: [],
    });
    expect(rates.effective_savings_rate).toBeCloseTo(0.048, 6);
  });

  it("a prepayment read as a discount is a way of paying, never a saving", () => {
    for (const text of [
      "Azure Prepayment applied -45,000.00",
      "Paiement anticipé Azure (engagement monétaire) appliqué",
      "Oracle Universal Credits used",
      "Monetary commitment usage",
      "AWS prepay applied",
    ]) {
      expect(isPrepayment(text), text).toBe(true);
      const rates = savingsRates({
        total_monthly_spend: 64380.2,
        savings_plan: null,
        discount: 45000,
        credits: null,
        invoice_summary: [],
        provenance: { discount: read(text) },
      });
      expect(rates, text).toEqual({ effective_savings_rate: 0, credits_share: 0.698973 });
    }
  });

  it("a negotiated discount tied to a commitment is a saving", () => {
    for (const text of ["Less: Commitment Discount (25%)", "Korting (Universal Credits 25%)"])
      expect(isPrepayment(text), text).toBe(false);
    const oracle = invoice({
      provider: "Oracle",
      total_charges: 18420,
      discount: 4605,
      credits: 500,
      net_charges: 13315,
      invoice_summary: [{ description: "Less: Commitment Discount (25%)", currency: "USD", amount: 4605 }],
    });
    expect(oracle.effective_savings_rate).toBe(0.25);
    expect(oracle.credits_share).toBeCloseTo(500 / 18420, 6);
  });

  it("a prepayment read as credits (the extraction contract) makes the credits share, not the effective rate", () => {
    const azure = invoice({
      provider: "Azure",
      total_charges: 64380.2,
      credits: 45000,
      net_charges: 19380.2,
    });
    expect(formatPercent(azure.current_savings_rate)).toBe("69.9%");
    expect(azure.effective_savings_rate).toBe(0);
    expect(creditsMakeTheRate(azure)).toBe(true);
  });
});

describe("figures to check", () => {
  const provenance = {
    total_charges: read("Total Usage at List Price 18,420.00"),
    net_charges: read("Charges minus deductions", { confidence: "medium", derived: true }),
    discount: read("Less: Commitment Discount (25%) (4,605.00)"),
    credits: read("Less: Promotional Cloud Credits (500.00)"),
  } as const;
  const oracle = invoice({
    provider: "Oracle",
    total_charges: 18420,
    discount: 4605,
    credits: 500,
    net_charges: 13315,
    provenance,
  });

  it("a derived figure feeding the rate is to check; figures read at high are not", () => {
    expect(oracle.figures_to_check).toEqual(["net_charges"]);
  });

  it("a figure in a failing reconciliation check is to check", () => {
    const checks = [{ name: "net_charges", ok: false, expected: 1, actual: 2, message: "" }];
    expect(
      figuresToCheck({ ...oracle, provenance: { ...provenance, net_charges: read("Net") }, checks }),
    ).toEqual(["total_charges", "net_charges", "discount", "credits"]);
  });

  it("an older result without provenance has nothing to check", () => {
    expect(invoice({ total_charges: 100, net_charges: 90 }).figures_to_check).toEqual([]);
  });

  it("a visitor's correction clears it, and so does giving the figure that was read", () => {
    expect(applyCorrections(oracle, { net_charges: 13300, credits: 515 }).figures_to_check).toEqual([]);
    // A correction that does not add up puts the figures it disagrees with in doubt.
    expect(applyCorrections(oracle, { net_charges: 13300 }).figures_to_check).toEqual([
      "total_charges",
      "discount",
      "credits",
    ]);
    expect(applyCorrections(oracle, { net_charges: 13315 }).figures_to_check).toEqual([]);
    expect(applyCorrections(oracle, { vat: 0 }).figures_to_check).toEqual(["net_charges"]);
  });
});

describe("figures confirmed in the review step", () => {
  it("are no longer to check, read again from the stored result", () => {
    const stored = invoice({
      provider: "Oracle",
      total_charges: 18420,
      discount: 4605,
      net_charges: 13815,
      provenance: {
        total_charges: read("Total Usage at List Price 18,420.00"),
        net_charges: read("Charges minus deductions", { confidence: "medium", derived: true }),
        discount: read("Less: Commitment Discount (25%) (4,605.00)"),
      },
    });
    expect(stored.figures_to_check).toEqual(["net_charges"]);
    const reviewed = {
      ...stored,
      visitor_review: {
        confirmed_at: "2026-06-01T00:00:00Z",
        kind: "unsure" as const,
        fields: { net_charges: "confirmed" as const },
      },
    };
    expect(applyCorrections(reviewed, null).figures_to_check).toEqual([]);
  });
});
