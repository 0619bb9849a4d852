import { describe, expect, it } from "vitest";
import { isFreeMail } from "#shared/leads/free-mail-domains.ts";
import {
  LEAD_REASON_KEYS,
  LEAD_SCORE_WEIGHTS,
  type LeadSignals,
  optionalLeadFields,
  scoreLead,
} from "#shared/leads/lead-score.ts";
import { toUsd } from "#shared/leads/usd-rates.ts";

const base: LeadSignals = {
  monthlySpend: null,
  currency: "USD",
  yearlyGap: null,
  opportunities: null,
  email: "someone@gmail.com",
  bookedCall: false,
  sentMessage: false,
  correctedFigures: false,
  months: 1,
};
const points = (signals: Partial<LeadSignals>, key: string) =>
  scoreLead({ ...base, ...signals }).reasons.find((r) => r.key === key)?.points;

describe("lead score", () => {
  it("weights add up to 100 and every signal has a reason", () => {
    const sum = Object.values(LEAD_SCORE_WEIGHTS).reduce((s, w) => s + w.max, 0);
    expect(sum).toBe(100);
    expect(scoreLead(base).reasons.map((r) => r.key)).toEqual([...LEAD_REASON_KEYS]);
  });

  it("scores nothing for a free-mail lead with no figures, everything for the best lead", () => {
    expect(scoreLead(base).score).toBe(0);
    const best = scoreLead({
      monthlySpend: 500_000,
      currency: "USD",
      yearlyGap: 1_000_000,
      opportunities: [{}, {}, {}],
      email: "cfo@acme-industries.com",
      bookedCall: true,
      sentMessage: true,
      correctedFigures: true,
      months: 3,
    });
    expect(best.score).toBe(100);
    expect(best.reasons.every((r) => r.points === r.max)).toBe(true);
  });

  it("scores spend on a log scale between $100 and $100,000 a month", () => {
    expect(points({ monthlySpend: 100 }, "spend")).toBe(0);
    expect(points({ monthlySpend: 100_000 }, "spend")).toBe(30);
    expect(points({ monthlySpend: 3162.28 }, "spend")).toBe(15);
    expect(points({ monthlySpend: 10_000_000 }, "spend")).toBe(30);
  });

  it("normalises to USD with the fixed rate table", () => {
    expect(toUsd(1000, "EUR")).toBeCloseTo(1080);
    expect(toUsd(1000, "€")).toBeCloseTo(1080);
    expect(toUsd(1000, "usd")).toBe(1000);
    expect(toUsd(1000, "XYZ")).toBeNull();
    expect(points({ monthlySpend: 10_000, currency: "EUR" }, "spend")).toBeGreaterThan(
      points({ monthlySpend: 10_000, currency: "USD" }, "spend") ?? 0,
    );
    const unknown = scoreLead({ ...base, monthlySpend: 10_000, currency: "XYZ" });
    expect(unknown.spendUsd).toBeNull();
    expect(unknown.reasons[0]?.detail).toMatch(/unknown in USD \(XYZ\)/);
  });

  it("scores the yearly gap, never a negative one", () => {
    expect(points({ yearlyGap: 250_000 }, "gap")).toBe(25);
    expect(points({ yearlyGap: -5000 }, "gap")).toBe(0);
    expect(scoreLead({ ...base, yearlyGap: 12_000 }).reasons[1]?.detail).toBe(
      "Could save $12,000 more a year",
    );
  });

  it("counts opportunities when present, capped at their maximum", () => {
    expect(points({ opportunities: null }, "opportunities")).toBe(0);
    expect(points({ opportunities: [{}] }, "opportunities")).toBe(4);
    expect(points({ opportunities: [{}, {}, {}, {}] }, "opportunities")).toBe(10);
  });

  it("gives the behaviour signals their weights", () => {
    expect(scoreLead({ ...base, email: "ops@acme.io" }).score).toBe(10);
    expect(scoreLead({ ...base, bookedCall: true }).score).toBe(15);
    expect(scoreLead({ ...base, sentMessage: true }).score).toBe(5);
    expect(scoreLead({ ...base, correctedFigures: true }).score).toBe(3);
    expect(scoreLead({ ...base, months: 2 }).score).toBe(2);
  });

  it("tells free mail from company domains, subdomains included", () => {
    expect(isFreeMail("a@gmail.com")).toBe(true);
    expect(isFreeMail("a@GMail.COM")).toBe(true);
    expect(isFreeMail("a@mail.yahoo.co.uk")).toBe(true);
    expect(isFreeMail("a@acme.com")).toBe(false);
    expect(isFreeMail("a@gmail.com.acme.com")).toBe(false);
  });

  it("reads optional months and opportunities from extracted data", () => {
    expect(optionalLeadFields({})).toEqual({ opportunities: null, months: 1 });
    expect(
      optionalLeadFields({ months: [{}, {}, {}], opportunities: [{ category: "compute" }, null] }),
    ).toEqual({
      opportunities: [{ category: "compute" }],
      months: 3,
    });
  });
});
