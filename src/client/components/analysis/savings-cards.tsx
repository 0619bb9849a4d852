import { PiggyBank, Target } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#client/lib/cn.ts";
import { formatPercent } from "#shared/format/percent.ts";
import type { RateNotes } from "#shared/insights/rate-notes.ts";
import { type AnalysisFigures, money } from "./analysis-figures.ts";
import { FiguresToCheck } from "./figures-to-check.tsx";

type StatCardProps = {
  title: string;
  subtitle: string;
  rate: number;
  monthlyLabel: string;
  monthly: number;
  yearlyLabel: string;
  yearly: number;
  currency: string;
  icon: ReactNode;
  tone: "current" | "estimate";
  testId: string;
  headingTag: HeadingTag;
  /** Said beside the rate (the current card's effective rate, credits share and figures to check). */
  beside?: ReactNode;
};

export type HeadingTag = "h2" | "h3" | "h4";

function StatCard(props: StatCardProps) {
  const titleId = `${props.testId}-title`;
  const Heading = props.headingTag;
  return (
    <section
      aria-labelledby={titleId}
      data-testid={props.testId}
      className={cn(
        "flex flex-col gap-5 rounded-2xl border p-6 shadow-sm print:break-inside-avoid print:shadow-none",
        props.tone === "current" ? "bg-card" : "border-primary/25 bg-accent/60",
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Heading id={titleId} className="font-semibold text-base leading-tight">
            {props.title}
          </Heading>
          <p className="text-muted-foreground text-sm">{props.subtitle}</p>
        </div>
        <span
          aria-hidden="true"
          className={cn(
            "flex size-10 shrink-0 items-center justify-center rounded-xl [&_svg]:size-5",
            props.tone === "current" ? "bg-muted text-foreground" : "bg-primary text-primary-foreground",
          )}
        >
          {props.icon}
        </span>
      </div>
      <p data-testid={`${props.testId}-rate`} className="font-bold text-4xl tabular-nums tracking-tight">
        {formatPercent(props.rate)}
      </p>
      {props.beside}
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))] gap-4 border-t pt-4 text-sm">
        <div className="flex min-w-0 flex-col gap-1">
          <dt className="text-muted-foreground">{props.monthlyLabel}</dt>
          <dd data-testid={`${props.testId}-monthly`} className="break-words font-semibold tabular-nums">
            {money(props.monthly, props.currency)}
          </dd>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <dt className="text-muted-foreground">{props.yearlyLabel}</dt>
          <dd data-testid={`${props.testId}-yearly`} className="break-words font-semibold tabular-nums">
            {money(props.yearly, props.currency)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** What the current rate is made of, said under it: the spec's rate stays as it is. */
function RateNotesLines({ notes }: { notes: RateNotes }) {
  return (
    <ul data-testid="current-savings-notes" className="-mt-3 flex flex-col gap-1 text-sm">
      <li data-testid="effective-savings-rate" className="font-medium">
        {notes.effective}
        <span className="font-normal text-muted-foreground"> (commitments and discounts only)</span>
      </li>
      {notes.creditsPay ? (
        <li data-testid="credits-share" className="text-muted-foreground">
          {notes.creditsPay} of this bill
        </li>
      ) : null}
      {notes.toCheck ? <FiguresToCheck text={notes.toCheck} /> : null}
    </ul>
  );
}

/** docs/product.md#screens: the Current Savings Rate card, and the Estimated one only when the provider has an estimate. */
export function SavingsCards({ figures, headingTag }: { figures: AnalysisFigures; headingTag: HeadingTag }) {
  const { estimate } = figures;
  return (
    <div className={cn("grid gap-4", estimate ? "md:grid-cols-2" : "")}>
      <StatCard
        testId="current-savings"
        title="Current Savings Rate"
        subtitle={
          figures.latestMonth
            ? `What the latest month on this result, ${figures.latestMonth}, already saves`
            : "What this invoice already saves"
        }
        rate={figures.currentRate}
        monthlyLabel="Monthly savings"
        monthly={figures.monthlyCurrentSavings}
        yearlyLabel="Yearly savings"
        yearly={figures.yearlyCurrentSavings}
        currency={figures.currency}
        icon={<PiggyBank />}
        tone="current"
        headingTag={headingTag}
        beside={figures.notes ? <RateNotesLines notes={figures.notes} /> : null}
      />
      {estimate ? (
        <StatCard
          testId="estimated-savings"
          title="Estimated Savings Rate"
          subtitle={`Average for ${figures.providerName} customers`}
          rate={estimate.rate}
          monthlyLabel="Estimated monthly savings"
          monthly={estimate.monthlySavings}
          yearlyLabel="Estimated yearly savings"
          yearly={estimate.yearlySavings}
          currency={figures.currency}
          icon={<Target />}
          tone="estimate"
          headingTag={headingTag}
        />
      ) : null}
    </div>
  );
}
