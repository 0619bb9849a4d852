import { describe, expect, it } from "vitest";
import { formatMoney } from "#shared/format/money.ts";
import { LEVER_CATALOGUE } from "#shared/insights/lever-catalogue.ts";
import { findOpportunities, leversForLine, SMALLER_IDEAS } from "#shared/insights/opportunities.ts";
import type { BreakdownCategory } from "#shared/schemas/extracted-data.ts";

const line = (
  category: BreakdownCategory["category"],
  description: string,
  amount: number,
): BreakdownCategory => ({
  category,
  amount,
  lines: [{ description, amount }],
});

describe("a lever model that knows each line", () => {
  it("gives an EKS, AKS or GKE fee line no commitment lever (nor any other)", () => {
    for (const [provider, description] of [
      ["AWS", "Amazon Elastic Kubernetes Service"],
      ["AWS", "Amazon Elastic Container Service for Kubernetes"],
      ["Azure", "Azure Kubernetes Service - Uptime SLA"],
      ["Azure", "Azure Kubernetes Service"],
      ["GCP", "Google Kubernetes Engine"],
      ["GCP", "Kubernetes Engine"],
    ] as const) {
      expect(leversForLine(provider, "containers", description), description).toEqual([]);
      expect(
        findOpportunities(
          {
            provider,
            service_charges: null,
            total_charges: 5000,
            savings_plan: null,
            discount: null,
          },
          [line("containers", description, 5000)],
        ),
        description,
      ).toEqual([]);
    }
  });

  it("support, marketplace, tax and storage already in the cold tier get no lever", () => {
    for (const [category, description] of [
      ["support", "AWS Support (Business)"],
      ["marketplace", "AWS Marketplace"],
      ["storage", "Amazon Glacier"],
      ["storage", "Amazon S3 Glacier Deep Archive"],
      ["other", "Tax"],
    ] as const)
      expect(leversForLine("AWS", category, description), description).toEqual([]);
    expect(leversForLine("GCP", "storage", "Cloud Storage Coldline")).toEqual([]);
    expect(leversForLine("Azure", "storage", "Storage - Archive Blob")).toEqual([]);
  });

  it("CloudFront gets its own savings bundle, never 'put CloudFront in front'", () => {
    const levers = leversForLine("AWS", "network", "Amazon CloudFront").map((l) => l.lever);
    expect(levers).toEqual(["CloudFront Security Savings Bundle"]);
    expect(levers.join(" ")).not.toMatch(/in front/i);
  });

  it("a commitment reaches 70% of an EC2 line (EBS and IPs are in it too), 1-year no upfront low, 3-year high", () => {
    const [sp] = findOpportunities(
      {
        provider: "AWS",
        service_charges: null,
        total_charges: 10000,
        savings_plan: null,
        discount: null,
      },
      [line("compute", "Amazon Elastic Compute Cloud", 10000)],
    );
    expect(sp).toMatchObject({
      lever: "Compute Savings Plans on EC2 instances",
      eligible_amount: 7000,
      estimated_monthly_low: 1176, // 7,000 x 60% x 28%
      estimated_monthly_high: 2912, // 7,000 x 80% x 52%
    });
    expect(sp?.assumption).toMatch(
      /^Low: 1-year, no upfront, about 28% off .* High: 3-year, all upfront, about 52% off \(about \$\d/,
    );
  });

  it("changes with no commitment state their assumption; every idea says what it can cover", () => {
    const all = findOpportunities(
      {
        provider: "AWS",
        service_charges: null,
        total_charges: 12000,
        savings_plan: null,
        discount: null,
      },
      [
        line("compute", "Amazon Elastic Compute Cloud", 10000),
        line("storage", "Amazon Simple Storage Service", 2000),
      ],
    );
    for (const item of all) {
      expect(item.eligible_amount, item.lever).toBeGreaterThan(0);
      expect(item.assumption, item.lever).toBeTruthy();
    }
    const names = all.map((o) => o.lever);
    for (const lever of [
      "Rightsizing instances",
      "Stopping non-production instances out of hours",
      "Moving instances to Graviton (Arm)",
      "Spot Instances for fault-tolerant work",
      "EBS volumes from gp2 to gp3",
      "S3 Intelligent-Tiering for data rarely read",
    ])
      expect(names).toContain(lever);
    expect(all.find((o) => o.lever === "Rightsizing instances")?.assumption).toMatch(/^No commitment\. /);
  });

  it("folds ideas under 1% of the bill into 'smaller ideas'", () => {
    const all = findOpportunities(
      {
        provider: "AWS",
        service_charges: null,
        total_charges: 10050,
        savings_plan: null,
        discount: null,
      },
      [
        line("compute", "Amazon Elastic Compute Cloud", 10000),
        line("network", "AWS Data Transfer", 20),
        line("storage", "Amazon Simple Storage Service", 30),
      ],
    );
    const small = all.filter((o) => o.estimated_monthly_high < 100.5);
    expect(small).toHaveLength(1);
    expect(small[0]?.lever).toMatch(new RegExp(`^${SMALLER_IDEAS}: `));
    expect(small[0]?.lever).toContain("Cutting cross-zone and NAT gateway traffic");
    expect(all.at(-1)).toBe(small[0]);
  });

  it("writes every amount in the invoice's currency as the page writes money (no '1420300.00 a month' in yen)", () => {
    const all = findOpportunities(
      {
        provider: "AWS",
        service_charges: null,
        total_charges: 2486350,
        savings_plan: 312400,
        discount: null,
        currency: "JPY",
      },
      [line("compute", "Amazon Elastic Compute Cloud", 1420300)],
    );
    expect(all.length).toBeGreaterThan(0);
    for (const item of all) {
      const text = `${item.method} ${item.assumption}`;
      expect(text).not.toMatch(/\d{4,}/);
      expect(text).not.toMatch(/\$|\d\.\d\d/);
      expect(text).toContain(formatMoney(1420300, { currency: "JPY" }));
    }
  });
});

describe("the lever data file", () => {
  it("gives each percentage its source address and the date it was read", () => {
    for (const entry of LEVER_CATALOGUE) {
      expect(entry.source.url, entry.id).toMatch(/^https:\/\//);
      expect(entry.read, entry.id).toMatch(/^\d{4}/);
      expect(entry.share, entry.id).toBeGreaterThan(0);
      expect(entry.share, entry.id).toBeLessThanOrEqual(1);
      if (entry.kind === "commitment") {
        expect(entry.low?.term, entry.id).toBe("1-year");
        expect(entry.low?.upfront, entry.id).toMatch(/^no upfront/);
        expect(entry.low?.rate, entry.id).toBeLessThanOrEqual(entry.high?.rate ?? 0);
        expect(entry.high?.rate, entry.id).toBeLessThan(0.7);
      } else {
        expect(entry.assumption, entry.id).toBeTruthy();
        expect(entry.saves?.[0], entry.id).toBeLessThanOrEqual(entry.saves?.[1] ?? 0);
      }
    }
  });
});

describe("the commitments already on the invoice", () => {
  it("a deduction printed as Savings Plans covers instances only: the RDS reservations keep their whole reach", () => {
    const breakdown = [
      line("compute", "Amazon Elastic Compute Cloud", 1000),
      line("databases", "Amazon Relational Database Service", 1000),
    ];
    const figures = { provider: "AWS", total_charges: 2000, service_charges: null, discount: null } as const;
    const read = (text: string) => ({
      text,
      page: 1,
      box: [0, 0, 1, 1] as [number, number, number, number],
      confidence: "high" as const,
    });
    const plans = findOpportunities(
      { ...figures, savings_plan: 600, provenance: { savings_plan: read("Savings Plans -600.00") } },
      breakdown,
    );
    expect(plans.find((o) => o.lever === "Compute Savings Plans on EC2 instances")).toBeUndefined();
    expect(plans.find((o) => o.lever === "RDS Reserved Instances")?.eligible_amount).toBe(700);
    const reserved = findOpportunities(
      {
        ...figures,
        savings_plan: 600,
        provenance: { savings_plan: read("Savings Plans and Reserved Instances -600.00") },
      },
      breakdown,
    );
    // Printed as reservations too: they may cover the databases, so what is left covers both.
    expect(reserved.find((o) => o.lever === "RDS Reserved Instances")).toBeUndefined();
  });
});
