import { describe, expect, it } from "vitest";
import { analyzeFigures } from "#shared/savings/analyze-figures.ts";
import { applyCorrections, effectiveCorrections } from "#shared/savings/apply-corrections.ts";
import type { ExtractedData } from "#shared/schemas/extracted-data.ts";
import { FigureCorrectionSchema } from "#shared/schemas/figure-correction.ts";

const base: ExtractedData = analyzeFigures(
  {
    provider: "GCP",
    provider_estimated_esr: null,
    account_number: null,
    invoice_number: null,
    invoice_date: "2024-03-31",
    invoice_summary: [],
    service_charges: 889.95,
    total_charges: 835.5,
    savings_plan: null,
    discount: null,
    credits: 100,
    net_charges: 735.5,
    vat: 154.45,
    currency: "EUR",
    current_savings_rate: 0,
    monthly_current_savings: 0,
    yearly_current_savings: 0,
    estimated_monthly_savings: null,
    estimated_yearly_savings: null,
    total_monthly_spend: 0,
    checks: [],
  },
  0.28,
);

describe("analyzeFigures", () => {
  it("recomputes the savings against another estimate, or none", () => {
    expect(base).toMatchObject({ provider_estimated_esr: 0.28, monthly_current_savings: 100 });
    expect(base.estimated_monthly_savings).toBe(233.94);
    const none = analyzeFigures(base, null);
    expect(none).toMatchObject({ provider_estimated_esr: null, estimated_monthly_savings: null });
    expect(none.current_savings_rate).toBe(base.current_savings_rate);
  });
});

describe("applyCorrections", () => {
  it("returns the extraction itself when nothing is corrected", () => {
    expect(applyCorrections(base, null)).toBe(base);
    expect(applyCorrections(base, { net_charges: 735.5 })).toBe(base);
  });

  it("recomputes savings and checks from corrected amounts", () => {
    const corrected = applyCorrections(base, { net_charges: 635.5, credits: 200, vat: 254.45 });
    expect(corrected.monthly_current_savings).toBe(200);
    expect(corrected.current_savings_rate).toBeCloseTo(200 / 835.5, 6);
    expect(corrected.checks.map((c) => [c.name, c.ok])).toEqual([
      ["net_charges", true],
      ["amount_due", true],
    ]);
    const misfit = applyCorrections(base, { vat: 10 });
    expect(misfit.checks.find((c) => c.name === "amount_due")).toMatchObject({ ok: false, expected: 745.5 });
  });

  it("keeps only the fields that differ from the reading", () => {
    expect(effectiveCorrections(base, { currency: "EUR", invoice_date: "2024-04-01" })).toEqual({
      invoice_date: "2024-04-01",
    });
  });
});

describe("FigureCorrectionSchema", () => {
  it("rounds amounts to cents and upper-cases the currency", () => {
    expect(FigureCorrectionSchema.parse({ net_charges: 10.456, currency: " usd " })).toEqual({
      net_charges: 10.46,
      currency: "USD",
    });
  });

  it("accepts real dates only", () => {
    expect(FigureCorrectionSchema.safeParse({ invoice_date: "2024-02-29" }).success).toBe(true);
    expect(FigureCorrectionSchema.safeParse({ invoice_date: "2023-02-29" }).success).toBe(false);
  });
});
