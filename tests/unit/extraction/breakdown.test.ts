import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import {
  findBreakdown,
  parseAmount,
  TAKEN_OFF_LINES,
  UNITEMISED,
} from "#server/extraction/engine/breakdown/find-breakdown.ts";
import { createPdfTextPool } from "#server/extraction/pdf/pdf-text.ts";
import { describeInsights } from "#shared/insights/describe-insights.ts";
import { creditsCliff, findOpportunities } from "#shared/insights/opportunities.ts";
import { analyzeInvoice } from "#tests/support/analyze-invoice.ts";

const pool = createPdfTextPool({ size: 1, timeoutMs: 20_000 });
afterAll(() => pool.close());

const byCategory = (breakdown: { category: string; amount: number }[]) =>
  Object.fromEntries(breakdown.map((entry) => [entry.category, entry.amount]));
const total = (breakdown: { amount: number }[]) =>
  Math.round(breakdown.reduce((sum, entry) => sum + entry.amount, 0) * 100) / 100;

describe("where the money goes", () => {
  it("reads the real AWS invoice's services on pages 1 and 2", async () => {
    const pdf = readFileSync("/work/shared/invoices/real/aws_aethon-kumulus_1.pdf");
    const data = await analyzeInvoice(new Uint8Array(pdf), { pool, llm: null, estimatedEsr: null });
    expect(data.total_charges).toBe(220.29);
    const breakdown = data.breakdown ?? [];
    expect(byCategory(breakdown)).toMatchObject({ compute: 166.9, databases: 51.87, network: 1.52 });
    for (const entry of breakdown)
      if (!["compute", "databases", "network"].includes(entry.category)) expect(entry.amount).toBe(0);
    expect(total(breakdown)).toBe(220.29);
    // The summary is page 1's summary block: the Route 53 detail's own "Charges $1.51" row is not part of it.
    expect(data.invoice_summary.map((item) => [item.description, item.amount])).not.toContainEqual([
      "Charges",
      1.51,
    ]);
    expect(data.invoice_summary.filter((item) => item.description === "Charges")).toHaveLength(1);
    expect(breakdown.find((e) => e.category === "network")?.lines).toEqual([
      { description: "Amazon Route 53", amount: 1.51 },
      { description: "AWS Data Transfer", amount: 0.01 },
    ]);
    // Where the savings are: Savings Plans on the instance share (70%) of the $166.90 EC2 line, RDS reservations
    // on 70% of the $51.87; 1-year no upfront at the low end, 3-year at the high end.
    const levers = Object.fromEntries((data.opportunities ?? []).map((o) => [o.lever, o]));
    expect(levers["Compute Savings Plans on EC2 instances"]).toMatchObject({
      eligible_amount: 116.83, // 166.90 x 70%
      estimated_monthly_low: 19.63, // 116.83 x 60% x 28%
      estimated_monthly_high: 48.6, // 116.83 x 80% x 52%
    });
    expect(levers["RDS Reserved Instances"]).toMatchObject({
      eligible_amount: 36.31, // 51.87 x 70%
      estimated_monthly_low: 6.54,
      estimated_monthly_high: 15.98,
    });
    expect(data.opportunities?.[0]?.category).toBe("compute");
    // The spec's savings figures do not move.
    expect(data.current_savings_rate).toBe(0);
    expect(data.credits_cliff).toBeNull();
  });

  it("maps translated names and puts what is not itemised in other", () => {
    const page = [
      "Virtuelle Computer   1.234,50 €",
      "Speicher   100,00 €",
      "Bandbreite   15,50 €",
      "Summe   1.500,00 €",
    ].join("\n");
    const breakdown = findBreakdown("Azure", [page], 1500);
    expect(byCategory(breakdown)).toEqual({ compute: 1234.5, storage: 100, network: 15.5, other: 150 });
    expect(total(breakdown)).toBe(1500);
  });

  it("keeps one line per service when usage lines repeat the service's total", () => {
    const page = [
      "Compute Engine   $80.00",
      "Compute Engine N1 Predefined Instance Core   $50.00",
      "Compute Engine N1 Predefined Instance Ram   $30.00",
      "BigQuery   $20.00",
    ].join("\n");
    expect(byCategory(findBreakdown("GCP", [page], 100))).toEqual({ compute: 80, analytics: 20 });
  });

  it("takes a service's own Charges row when its total is printed after its deductions", () => {
    const page = [
      "Amazon Elastic Compute Cloud   USD   6,300.00",
      "  Charges   USD   8,100.00",
      "  Credits   USD   -600.00",
      "  Savings Plans   USD   -1,200.00",
      "Amazon Relational Database Service   USD   2,050.00",
      "  Charges   USD   2,400.00",
      "  Credits   USD   -350.00",
      "Amazon Simple Storage Service   USD   975.00",
      "  Charges   USD   975.00",
    ].join("\n");
    const breakdown = findBreakdown("AWS", [page], 11475, { net: 9325 });
    expect(byCategory(breakdown)).toEqual({ compute: 8100, databases: 2400, storage: 975 });
    // Another seller and language, the charges row named in German.
    const german = [
      "Virtuelle Computer   4.200,00 €",
      "  Gebühren   5.000,00 €",
      "  Guthaben   -800,00 €",
      "Speicher   1.000,00 €",
      "  Gebühren   1.000,00 €",
    ].join("\n");
    expect(byCategory(findBreakdown("Azure", [german], 6000, { net: 5200 }))).toEqual({
      compute: 5000,
      storage: 1000,
    });
  });

  it("names the rest as the deductions when the service lines were printed net of them, else as not itemised", () => {
    const page = ["Compute Engine   €8,000.00", "Cloud Storage   €1,000.00"].join("\n");
    const netOfDeductions = findBreakdown("GCP", [page], 10000, { net: 9000 });
    expect(netOfDeductions.find((e) => e.category === "other")?.lines).toEqual([
      { description: TAKEN_OFF_LINES, amount: 1000 },
    ]);
    const partial = findBreakdown("GCP", [page], 10000, { net: 9500 });
    expect(partial.find((e) => e.category === "other")?.lines).toEqual([
      { description: UNITEMISED, amount: 1000 },
    ]);
  });

  it("says nothing when the invoice has no per-service detail", () => {
    expect(findBreakdown("AWS", ["Total   $10.00"], 10)).toEqual([]);
  });

  it("reads Japanese katakana names and yen", () => {
    const breakdown = findBreakdown("Azure", ["仮想マシン   ¥12,000\nストレージ   ¥3,000"], 15000);
    expect(byCategory(breakdown)).toEqual({ compute: 12000, storage: 3000 });
  });

  it("parses amounts in both conventions", () => {
    expect(parseAmount("$1,234.56")).toBe(1234.56);
    expect(parseAmount("1.234,56 €")).toBe(1234.56);
    expect(parseAmount("¥12,345")).toBe(12345);
    expect(parseAmount("(3.00)")).toBe(-3);
  });
});

describe("where the savings are", () => {
  const breakdown = [
    { category: "compute" as const, amount: 1000, lines: [{ description: "Amazon EC2", amount: 1000 }] },
    {
      category: "databases" as const,
      amount: 300,
      lines: [
        { description: "Amazon RDS Service", amount: 200 },
        { description: "Amazon ElastiCache", amount: 100 },
      ],
    },
  ];

  it("takes the commitments already on the invoice off what a new one could cover, instances first", () => {
    const none = findOpportunities(
      { provider: "AWS", total_charges: 1300, service_charges: null, savings_plan: 0, discount: 0 },
      breakdown,
    );
    // A Savings Plans deduction of 150 with no fee line is the saving on about 500 of on-demand instance hours.
    const some = findOpportunities(
      {
        provider: "AWS",
        total_charges: 1300,
        service_charges: null,
        savings_plan: 150,
        discount: 130,
        provenance: {
          discount: {
            text: "Enterprise Discount Program -130.00",
            page: 1,
            box: [0, 0, 1, 1],
            confidence: "high",
          },
        },
      },
      breakdown,
    );
    const ec2 = (list: typeof none) => list.find((o) => o.lever === "Compute Savings Plans on EC2 instances");
    expect(ec2(none)?.eligible_amount).toBe(700);
    expect(ec2(some)?.eligible_amount).toBe(200);
    expect(ec2(some)?.method).toContain("already cover about $500.00 of that, so $200.00 is left");
    // An enterprise discount is not a commitment: the RDS and ElastiCache reservations keep their whole reach.
    const rds = (list: typeof none) => list.find((o) => o.lever === "RDS Reserved Instances");
    expect(rds(some)?.eligible_amount).toBe(rds(none)?.eligible_amount);
  });

  it("has no lever for a seller without published commitment discounts", () => {
    expect(
      findOpportunities(
        {
          provider: "Hetzner",
          total_charges: 1300,
          service_charges: null,
          savings_plan: null,
          discount: null,
        },
        breakdown,
      ),
    ).toEqual([]);
  });
});

describe("the credits cliff", () => {
  it("is the bill once the credits end and their share of it", () => {
    expect(creditsCliff(300, 100)).toEqual({ credits: 300, without_credits: 400, share: 0.75 });
    expect(creditsCliff(0, 100)).toBeNull();
    expect(creditsCliff(null, 100)).toBeNull();
  });
});

describe("the staff e-mail lines", () => {
  it("lists the categories, the estimates and the cliff", () => {
    const lines = describeInsights({
      currency: "USD",
      breakdown: [{ category: "compute", amount: 166.9, lines: [] }],
      opportunities: [
        {
          category: "compute",
          lever: "Compute or EC2 Instance Savings Plans",
          max_discount: 0.72,
          estimated_monthly_low: 30.04,
          estimated_monthly_high: 96.13,
          method: "m",
        },
      ],
      credits_cliff: { credits: 300, without_credits: 400, share: 0.75 },
    });
    expect(lines).toContain("- Compute: $166.90");
    expect(lines).toContain(
      "- Compute or EC2 Instance Savings Plans: $30.04 to $96.13 (published maximum 72%)",
    );
    expect(lines.at(-1)).toContain("the bill becomes $400.00 a month");
    expect(describeInsights({ currency: "USD" })).toEqual([]);
  });
});

describe("a visitor's correction", () => {
  it("moves the credits cliff with the corrected credits", async () => {
    const { applyCorrections } = await import("#shared/savings/apply-corrections.ts");
    const pdf = readFileSync("/work/shared/invoices/real/aws_aethon-kumulus_1.pdf");
    const data = await analyzeInvoice(new Uint8Array(pdf), { pool, llm: null, estimatedEsr: null });
    const corrected = applyCorrections(data, { credits: 20.29, net_charges: 200 });
    expect(corrected.credits_cliff).toEqual({
      credits: 20.29,
      without_credits: 220.29,
      share: 20.29 / 220.29,
    });
    expect(corrected.breakdown).toEqual(data.breakdown);
  });
});
