import { formatPercent } from "#shared/format/percent.ts";
import { type AnalysisFigures, money } from "./analysis-figures.ts";

function clampFraction(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/**
 * One bar for the whole month's charges: the part already saved, the part paid, and a marker at the provider's
 * average rate. The legend carries every figure as text, so the bar itself is decorative.
 */
export function SavingsSplitBar({ figures }: { figures: AnalysisFigures }) {
  const saved = clampFraction(figures.currentRate);
  const paidAmount = Math.max(0, figures.totalMonthlySpend - figures.monthlyCurrentSavings);
  const estimate = figures.estimate ? clampFraction(figures.estimate.rate) : null;
  return (
    <figure className="flex flex-col gap-3 print:break-inside-avoid" data-testid="savings-split">
      <figcaption className="font-medium text-sm">
        Of {money(figures.totalMonthlySpend, figures.currency)} in monthly charges
      </figcaption>
      <div aria-hidden="true" className="relative pt-6">
        {estimate !== null ? (
          <div
            className="absolute top-0 bottom-0 flex flex-col items-center"
            style={{ left: `${estimate * 100}%`, transform: "translateX(-50%)" }}
          >
            <span className="whitespace-nowrap text-[11px] text-muted-foreground">
              avg {formatPercent(estimate)}
            </span>
            <span className="w-0 flex-1 border-foreground/70 border-l-2 border-dashed" />
          </div>
        ) : null}
        <div className="flex h-4 overflow-hidden rounded-full bg-muted print:border">
          <div
            className="h-full bg-gradient-to-r from-brand-from to-brand-to print:bg-primary"
            style={{ width: `${saved * 100}%` }}
          />
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm bg-primary" />
          Saved {money(figures.monthlyCurrentSavings, figures.currency)} ({formatPercent(saved)})
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm border bg-muted" />
          Paid {money(paidAmount, figures.currency)} ({formatPercent(1 - saved)})
        </li>
        {figures.estimate ? (
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="h-3 w-0 border-foreground/70 border-l-2 border-dashed" />
            {figures.providerName} average {formatPercent(figures.estimate.rate)}
          </li>
        ) : null}
      </ul>
    </figure>
  );
}
