import { ExternalLink, FileText, PenLine } from "lucide-react";
import { formatMoney } from "#shared/format/money.ts";
import { formatPercent } from "#shared/format/percent.ts";
import type { AttachedResult } from "#shared/schemas/admin-inbox.ts";

/** The attached analysis's headline figures (the visitor's corrections applied) and a link to open it. */
export function AnalysisFiguresBox({ analysis }: { analysis: AttachedResult }) {
  const money = (v: number | null) =>
    v === null ? "–" : formatMoney(v, { currency: analysis.currency, decimals: 0 });
  const rate = (v: number | null) => (v === null ? "–" : formatPercent(v));
  const figures = [
    ["Monthly spend", money(analysis.total_monthly_spend)],
    ["Savings rate", rate(analysis.current_savings_rate)],
    ["Provider average", rate(analysis.provider_estimated_esr)],
    ["Could save / month", money(analysis.estimated_monthly_savings)],
  ] as const;
  return (
    // A group (fieldset), not a landmark: every booking of the list has one, and landmarks must have unique names.
    <fieldset
      aria-label="Attached analysis"
      className="rounded-xl border bg-muted/40 p-3"
      data-testid="booking-analysis"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2 font-medium text-sm">
          <FileText aria-hidden="true" className="size-4 text-primary" />
          {analysis.provider ?? "Unknown provider"} analysis
          {analysis.corrected ? (
            <span
              data-testid="booking-analysis-corrected"
              title="These are the figures the visitor corrected, as their result page shows them"
              className="inline-flex items-center gap-1 rounded-full border border-primary/40 bg-accent px-2 py-0.5 font-medium text-accent-foreground text-xs"
            >
              <PenLine aria-hidden="true" className="size-3" />
              Corrected by the visitor
            </span>
          ) : null}
        </p>
        <a
          href={`/results/${analysis.id}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-primary text-sm underline-offset-4 hover:underline"
        >
          Open analysis
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </fieldset>
  );
}
