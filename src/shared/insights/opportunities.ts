import { formatMoney } from "../format/money.ts";
import type {
  BreakdownCategory,
  CreditsCliff,
  Figures,
  Opportunity,
  Provenance,
} from "../schemas/extracted-data.ts";
import { LEVER_CATALOGUE, type LeverEntry, NO_LEVER } from "./lever-catalogue.ts";
import { isPrepayment } from "./rates.ts";

// A commitment covers the steady part of the eligible spend, never all of it: 60% at the low end, 80% at the high.
const COMMIT_LOW = 0.6;
const COMMIT_HIGH = 0.8;
/** Ideas whose high end is under this share of the charges are folded into one "smaller ideas" line. */
export const SMALL_IDEA_SHARE = 0.01;
export const SMALLER_IDEAS = "Smaller ideas";
const MONTHS_3_YEARS = 36;
/** A commitment deduction printed without its fee is the saving: about this share of the on-demand cost it covers. */
const TYPICAL_EXISTING_RATE = 0.3;
const COVERAGE_ORDER: readonly string[] = ["compute", "containers", "serverless", "databases", "analytics"];
// A deduction printed as Savings Plans (not reservations) covers instances, containers and functions only: an
// AWS or Azure savings plan never covers a database.
const PLAN_COVERAGE: readonly string[] = ["compute", "containers", "serverless"];
const PLANS_ONLY = /savings\s?plan/i;
const RESERVATIONS = /reserv|\bri\b/i;

const round = (value: number) => Math.round(value * 100) / 100;
const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

export type OpportunityInput = Pick<
  Figures,
  "provider" | "total_charges" | "service_charges" | "savings_plan" | "discount"
> & {
  /** The invoice's currency: every amount in the method text is written in it, as the page writes money. */
  currency?: string;
  /** A Savings Plans or reservation fee printed as a charge (the deduction is then the covered on-demand cost). */
  commitment_fee?: number | null | undefined;
  /** Where the discount was read: a committed-use discount is commitment coverage, an enterprise one is not. */
  provenance?: Provenance | undefined;
};

type LineUse = { lever: LeverEntry; description: string; amount: number; eligible: number };

/** The levers that can reduce one invoice line, and the share of the line each reaches. */
export function leversForLine(
  provider: string,
  category: BreakdownCategory["category"],
  description: string,
): LeverEntry[] {
  if (NO_LEVER.test(description)) return [];
  const own = LEVER_CATALOGUE.filter((entry) => entry.provider === provider);
  const named = own.filter((entry) => entry.lines.test(description));
  if (named.length > 0) return named;
  // A line in the lexicon's category whose description names no service here (a translated name): the
  // category's main levers.
  return own.filter((entry) => entry.fallbackCategory === category);
}

const COMMITMENT_DISCOUNT = /commit|\bcud\b|reserv|savings? plan/i;

/** The commitments the invoice already applies: a savings plan or reservation line, a committed-use discount. */
/** Whether the invoice's discount is a committed-use discount (coverage), not an enterprise or promotional one. */
function existingDiscountCommitment(input: OpportunityInput): boolean {
  const text = input.provenance?.discount?.text;
  return text !== undefined && COMMITMENT_DISCOUNT.test(text) && !isPrepayment(text);
}

function existingCommitment(input: OpportunityInput): number {
  return (input.savings_plan ?? 0) + (existingDiscountCommitment(input) ? (input.discount ?? 0) : 0);
}

function commitmentAssumption(lever: LeverEntry, eligible: number, money: (n: number) => string): string {
  const low = lever.low;
  const high = lever.high;
  if (!low || !high) return "";
  const upfrontCash = high.upfront.startsWith("all upfront")
    ? ` (about ${money(eligible * COMMIT_HIGH * (1 - high.rate) * MONTHS_3_YEARS)} paid at the start)`
    : "";
  return (
    `Low: ${low.term}, ${low.upfront}, about ${percent(low.rate)} off on-demand prices. ` +
    `High: ${high.term}, ${high.upfront}, about ${percent(high.rate)} off${upfrontCash}.`
  );
}

function lineList(uses: readonly LineUse[], money: (n: number) => string): string {
  return uses.map((use) => `${use.description} ${money(use.amount)}`).join("; ");
}

/**
 * Where the savings are: for each invoice line, the levers that can reduce it (a commitment on the share of the
 * line it covers, changes with no commitment on their stated assumption), less what the invoice already
 * commits. Ranked by the high end; ideas under 1% of the charges folded into one line. Estimates only: they never
 * feed the savings figures of docs/product.md#behaviour.
 */
export function findOpportunities(
  input: OpportunityInput,
  breakdown: readonly BreakdownCategory[],
): Opportunity[] {
  // Without charges printed, the amount due stands for them.
  const charges = input.total_charges ?? input.service_charges ?? 0;
  if (charges <= 0) return [];
  const currency = input.currency ?? "USD";
  const money = (amount: number) => formatMoney(amount, { currency });
  const uses = new Map<string, LineUse[]>();
  for (const entry of breakdown)
    for (const line of entry.lines) {
      if (line.amount <= 0) continue;
      for (const lever of leversForLine(input.provider, entry.category, line.description)) {
        const list = uses.get(lever.id) ?? [];
        list.push({
          lever,
          description: line.description,
          amount: line.amount,
          eligible: line.amount * lever.share,
        });
        uses.set(lever.id, list);
      }
    }
  if (uses.size === 0) return [];

  // The commitments already on the invoice cover part of the spend a new commitment could: with the fee printed,
  // the deduction is the on-demand cost it covers; without, it is the saving, about a 1-year rate of that cost.
  // Savings Plans and reservations cover instances first (compute, containers, serverless), then databases and
  // analytics; never CloudFront's bundle.
  const existing = existingCommitment(input);
  let pool = input.commitment_fee ? existing : existing / TYPICAL_EXISTING_RATE;
  const coveredBy = new Map<string, number>();
  const planText = input.provenance?.savings_plan?.text ?? "";
  const coverable =
    PLANS_ONLY.test(planText) && !RESERVATIONS.test(planText) && !existingDiscountCommitment(input)
      ? PLAN_COVERAGE
      : COVERAGE_ORDER;
  const commitments = [...uses.values()]
    .map((list) => list[0]?.lever as LeverEntry)
    .filter((lever) => lever.kind === "commitment" && coverable.includes(lever.category))
    .sort((a, b) => COVERAGE_ORDER.indexOf(a.category) - COVERAGE_ORDER.indexOf(b.category));
  for (const lever of commitments) {
    const reach = (uses.get(lever.id) ?? []).reduce((sum, use) => sum + use.eligible, 0);
    const covered = Math.min(pool, reach);
    coveredBy.set(lever.id, covered);
    pool -= covered;
  }

  const found: Opportunity[] = [];
  for (const list of uses.values()) {
    const lever = list[0]?.lever as LeverEntry;
    const reach = list.reduce((sum, use) => sum + use.eligible, 0);
    const lines = lineList(list, money);
    const share = `${percent(lever.share)} of ${list.length > 1 ? "them" : "it"} within reach (${money(reach)})`;
    if (lever.kind === "commitment" && lever.low && lever.high) {
      const covered = coveredBy.get(lever.id) ?? 0;
      const eligible = reach - covered;
      if (eligible <= 0.005) continue;
      const coveredNote =
        covered > 0
          ? `; the invoice's own commitments (${money(existing)}) already cover about ${money(covered)} of that, so ${money(eligible)} is left`
          : "";
      found.push({
        category: lever.category,
        lever: lever.lever,
        max_discount: lever.high.rate,
        eligible_amount: round(eligible),
        estimated_monthly_low: round(eligible * COMMIT_LOW * lever.low.rate),
        estimated_monthly_high: round(eligible * COMMIT_HIGH * lever.high.rate),
        assumption: commitmentAssumption(lever, eligible, money),
        method:
          `${lines} a month, ${share}${coveredNote}. ` +
          `Low: ${percent(COMMIT_LOW)} of it committed for ${lever.low.term}, ${lever.low.upfront}, at ${percent(lever.low.rate)} off. ` +
          `High: ${percent(COMMIT_HIGH)} of it for ${lever.high.term}, ${lever.high.upfront}, at ${percent(lever.high.rate)} off.`,
        source: `${lever.source.title}, ${lever.source.url} (read ${lever.read})`,
      });
    } else if (lever.saves) {
      const [low, high] = lever.saves;
      found.push({
        category: lever.category,
        lever: lever.lever,
        max_discount: high,
        eligible_amount: round(reach),
        estimated_monthly_low: round(reach * low),
        estimated_monthly_high: round(reach * high),
        assumption: `No commitment. ${lever.assumption ?? ""}`.trim(),
        method: `${lines} a month, ${share}. Saves ${percent(low)} to ${percent(high)} of it: ${lever.assumption ?? ""}`,
        source: `${lever.source.title}, ${lever.source.url} (read ${lever.read})`,
      });
    }
  }
  const ranked = found
    .filter((item) => item.estimated_monthly_high > 0)
    .sort((a, b) => b.estimated_monthly_high - a.estimated_monthly_high);
  return foldSmallIdeas(ranked, charges, money);
}

/** Ideas whose high end is under 1% of the charges, as one "smaller ideas" line after the others. */
function foldSmallIdeas(
  ranked: readonly Opportunity[],
  charges: number,
  money: (n: number) => string,
): Opportunity[] {
  const threshold = charges * SMALL_IDEA_SHARE;
  const large = ranked.filter((item) => item.estimated_monthly_high >= threshold);
  const small = ranked.filter((item) => item.estimated_monthly_high < threshold);
  if (small.length < 2) return [...large, ...small];
  const sum = (pick: (item: Opportunity) => number) => round(small.reduce((s, item) => s + pick(item), 0));
  return [
    ...large,
    {
      category: "other",
      lever: `${SMALLER_IDEAS}: ${small.map((item) => item.lever).join(", ")}`,
      max_discount: Math.max(...small.map((item) => item.max_discount)),
      eligible_amount: Math.max(...small.map((item) => item.eligible_amount ?? 0)),
      estimated_monthly_low: sum((item) => item.estimated_monthly_low),
      estimated_monthly_high: sum((item) => item.estimated_monthly_high),
      assumption: `Each under ${percent(SMALL_IDEA_SHARE)} of the bill (${money(threshold)} a month).`,
      method: small
        .map(
          (item) =>
            `${item.lever}: ${money(item.estimated_monthly_low)} to ${money(item.estimated_monthly_high)}.`,
        )
        .join(" "),
    },
  ];
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
