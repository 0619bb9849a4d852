import { describe, expect, it } from "vitest";
import { type AnalysisFigures, closingKindOf } from "#client/components/analysis/analysis-figures.ts";

const base: AnalysisFigures = {
  providerName: "AWS",
  currency: "USD",
  currentRate: 0,
  monthlyCurrentSavings: 0,
  yearlyCurrentSavings: 0,
  estimate: { rate: 0, monthlySavings: 0, yearlySavings: 0 },
  isTopPerformer: false,
  yearlyExpansion: 0,
  totalMonthlySpend: 1000,
};

describe("closingKindOf (issue 11: no 'could expand by $0')", () => {
  it("a 0% invoice against a 0% estimate is at the average, not an expansion by $0", () => {
    expect(closingKindOf(base)).toBe("at-target");
  });
  it("current rate equal to the estimate is at the average", () => {
    const figures = {
      ...base,
      currentRate: 0.25,
      yearlyCurrentSavings: 3000,
      estimate: { rate: 0.25, monthlySavings: 250, yearlySavings: 3000 },
    };
    expect(closingKindOf(figures)).toBe("at-target");
  });
  it("less than half a unit of money to gain rounds to nothing: at the average", () => {
    expect(closingKindOf({ ...base, yearlyExpansion: 0.49 })).toBe("at-target");
  });
  it("a real gap is the expansion; above the estimate is the top performer; no estimate is its own message", () => {
    expect(closingKindOf({ ...base, yearlyExpansion: 120 })).toBe("expansion");
    expect(closingKindOf({ ...base, isTopPerformer: true })).toBe("top-performer");
    expect(closingKindOf({ ...base, estimate: null })).toBe("no-estimate");
  });
});
