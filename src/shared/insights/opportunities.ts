import type { BreakdownCategory, CreditsCliff, Figures, Opportunity } from "../schemas/extracted-data.ts";
import { LEVERS } from "./levers.ts";

// The range's ends: the low end commits half of the spend not yet covered at half the maximum discount (a 1-year,
// no-upfront commitment); the high end commits 80% of it at the maximum discount (3 years, all upfront).
const LOW_COVERAGE = 0.5;
const LOW_RATE = 0.5;
const HIGH_COVERAGE = 0.8;

const round = (value: number) => Math.round(value * 100) / 100;
const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

export type OpportunityInput = Pick<
  Figures,
  "provider" | "total_charges" | "service_charges" | "savings_plan" | "discount"
>;

/**
 * Where the savings are: for each category on the invoice, the provider's lever and an estimated monthly
 * saving range, scaled by the share of the charges not already reduced by savings plans or discounts. Ranked by the
 * high end. Estimates only: they never feed the savings figures of docs/product.md#behaviour
 */
export function findOpportunities(
  input: OpportunityInput,
  breakdown: readonly BreakdownCategory[],
): Opportunity[] {
  const levers = LEVERS[input.provider] ?? [];
  // Without charges printed, the amount due stands for them.
  const charges = input.total_charges ?? input.service_charges ?? 0;
  if (levers.length === 0 || charges <= 0) return [];
  const already = (input.savings_plan ?? 0) + (input.discount ?? 0);
  const uncovered = Math.min(1, Math.max(0, 1 - already / charges));
  const amounts = new Map<(typeof levers)[number], number>();
  for (const entry of breakdown) {
    for (const line of entry.lines) {
      const lever = levers.find(
        (l) => l.category === entry.category && (!l.match || l.match.test(line.description)),
      );
      if (lever && line.amount > 0) amounts.set(lever, (amounts.get(lever) ?? 0) + line.amount);
    }
  }
  const found: Opportunity[] = [];
  for (const [lever, amount] of amounts) {
    const base = amount * uncovered;
    const [lowCoverage, highCoverage] = lever.coverage ?? [LOW_COVERAGE, HIGH_COVERAGE];
    const low = round(base * lowCoverage * lever.max_discount * LOW_RATE);
    const high = round(base * highCoverage * lever.max_discount);
    if (high <= 0) continue;
    const coveredNote =
      uncovered < 1
        ? `, ${percent(1 - uncovered)} of the charges already reduced by savings plans or discounts, so ${percent(uncovered)} of it counted`
        : "";
    found.push({
      category: lever.category,
      lever: lever.lever,
      max_discount: lever.max_discount,
      estimated_monthly_low: low,
      estimated_monthly_high: high,
      method:
        `${round(amount).toFixed(2)} a month in this category${coveredNote}. ` +
        `Low: ${percent(lowCoverage)} of it at half the maximum discount (${percent(lever.max_discount * LOW_RATE)}). ` +
        `High: ${percent(highCoverage)} of it at the published maximum of ${percent(lever.max_discount)}.`,
      source: lever.source,
    });
  }
  return found.sort((a, b) => b.estimated_monthly_high - a.estimated_monthly_high);
}

/** The credits cliff: the bill once the credits end, and the share of it they pay now. Null without credits. */
export function creditsCliff(credits: number | null, netCharges: number | null): CreditsCliff | null {
  if (!credits || credits <= 0 || netCharges === null) return null;
  const withoutCredits = round(netCharges + credits);
  if (withoutCredits <= 0) return null;
  return {
    credits: round(credits),
    without_credits: withoutCredits,
    share: Math.min(1, credits / withoutCredits),
  };
}
