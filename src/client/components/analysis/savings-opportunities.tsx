import { PiggyBank } from "lucide-react";
import { formatPercent } from "#shared/format/percent.ts";
import { CATEGORY_LABELS } from "#shared/insights/category-labels.ts";
import { creditsRunway } from "#shared/insights/credits-runway.ts";
import type { CreditsCliff, Opportunity } from "#shared/schemas/extracted-data.ts";
import type { ResultMonth } from "#shared/schemas/result-months.ts";
import { money } from "./analysis-figures.ts";
import { ReportCard } from "./report-card.tsx";

/** The credits cliff, in one sentence. */
export function CreditsCliffNote({
  cliff,
  currency,
}: {
  cliff: CreditsCliff | null | undefined;
  currency: string;
}) {
  if (!cliff) return null;
  return (
    <p
      data-testid="credits-cliff"
      className="rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm print:break-inside-avoid"
    >
      When your {money(cliff.credits, currency)} of credits end, this bill's net charges become{" "}
      <strong>{money(cliff.without_credits, currency)} a month</strong> before tax, up from{" "}
      {money(cliff.without_credits - cliff.credits, currency)} today.
    </p>
  );
}

/**
 * How many months of credits are left, where the latest invoice prints a balance: the balance as printed, then an
 * estimate at the rate they are used, said as one; nothing when the balance or the burn is unknown.
 */
export function CreditsRunwayNote({
  months,
  currency,
}: {
  months: readonly ResultMonth[] | undefined;
  currency: string;
}) {
  const runway = creditsRunway(months ?? []);
  const balance = months?.at(-1)?.credits_balance;
  if (!runway || typeof balance !== "number") return null;
  const rate = runway.basis === "this-month" ? "At this month's rate" : "At the rate of the last months";
  const left = runway.months_left;
  return (
    <p
      data-testid="credits-runway"
      className="rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm print:break-inside-avoid"
    >
      {`Your invoice prints ${money(balance, currency)} of credits left. `}
      {left === 0
        ? `${rate} they do not cover another full month.`
        : `${rate} they last about ${left} more ${left === 1 ? "month" : "months"}.`}{" "}
      <span className="text-muted-foreground">
        {runway.basis === "this-month"
          ? "An estimate: that balance over the credits used this month; it moves with your usage."
          : "An estimate: the balances your invoices print, over how fast they fell; it moves with your usage."}
      </span>
    </p>
  );
}

const OPPORTUNITIES_LEAD =
  "Estimates from your invoice's lines and each provider's published prices, not quotes. They do not change the savings figures above. Some ideas reach the same spend (rightsizing an instance also shrinks the commitment it needs), so they do not add up. The Estimated Savings Rate card is the average for the provider's customers; these ranges come from this invoice's own lines, so the two differ.";

/**
 * Where you could save, ranked by the high end of each estimate. Plainly estimates: the method and the
 * source of each maximum discount are one click away (always shown in print).
 */
export function SavingsOpportunities({
  opportunities,
  currency,
}: {
  opportunities: readonly Opportunity[] | undefined;
  currency: string;
}) {
  if (!opportunities || opportunities.length === 0) return null;
  return (
    <ReportCard
      titleId="opportunities-title"
      testId="savings-opportunities"
      icon={PiggyBank}
      title="Where you could save"
      lead={OPPORTUNITIES_LEAD}
    >
      <ol className="flex flex-col gap-3">
        {opportunities.map((item, index) => (
          <li
            key={`${item.category}-${item.lever}`}
            className="flex flex-col gap-1 border-t pt-3 first:border-t-0 first:pt-0"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-medium">
                <span className="text-muted-foreground">{index + 1}. </span>
                {item.lever}
              </p>
              <p className="tabular-nums">
                <span className="text-muted-foreground text-xs">Estimate: </span>
                {money(item.estimated_monthly_low, currency)} to{" "}
                {money(item.estimated_monthly_high, currency)}
                <span className="text-muted-foreground text-xs"> a month</span>
              </p>
            </div>
            <p className="text-muted-foreground text-xs">
              {CATEGORY_LABELS[item.category]}
              {item.eligible_amount !== undefined
                ? ` · within reach: ${money(item.eligible_amount, currency)} a month`
                : ` · published maximum discount ${formatPercent(item.max_discount, 0)}`}
            </p>
            {item.assumption ? (
              <p data-testid="opportunity-assumption" className="text-xs">
                {item.assumption}
              </p>
            ) : null}
            <details className="text-xs print:hidden">
              <summary className="cursor-pointer text-primary underline-offset-2 hover:underline">
                How this is estimated
              </summary>
              <p className="mt-1">{item.method}</p>
              {item.source ? <p className="mt-1 text-muted-foreground">Source: {item.source}</p> : null}
            </details>
            <p className="hidden text-xs print:block">
              {item.method} {item.source ? `Source: ${item.source}` : ""}
            </p>
          </li>
        ))}
      </ol>
    </ReportCard>
  );
}
