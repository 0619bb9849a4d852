import { cn } from "#client/lib/cn.ts";
import type { AdminResultRow } from "#shared/schemas/admin-api.ts";

/** Hot, warm or cold: the band a score falls in (colour is never the only cue; the number is shown). */
export function scoreBand(score: number): "hot" | "warm" | "cold" {
  return score >= 60 ? "hot" : score >= 35 ? "warm" : "cold";
}

const BAND_CLASSES = {
  hot: "border-emerald-600/40 bg-emerald-600/10 text-emerald-800 dark:text-emerald-300",
  warm: "border-amber-600/40 bg-amber-500/10 text-amber-900 dark:text-amber-200",
  cold: "border-border bg-muted text-muted-foreground",
} as const;

/**
 * The lead score with why it scored what it did: a disclosure listing each signal's points out of its
 * maximum (keyboard and screen-reader friendly through <details>).
 */
export function LeadScore({ row }: { row: Pick<AdminResultRow, "lead_score" | "lead_reasons"> }) {
  if (row.lead_score === null) return <span className="text-muted-foreground">—</span>;
  const band = scoreBand(row.lead_score);
  return (
    <details className="group text-xs" data-testid="lead-score">
      <summary
        className={cn(
          "inline-flex cursor-pointer list-none items-center gap-1 rounded-full border px-2 py-0.5 font-semibold tabular-nums",
          "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 [&::-webkit-details-marker]:hidden",
          BAND_CLASSES[band],
        )}
      >
        {/* The name read out contains the visible "38/100", so speech input can say what it sees (WCAG 2.5.3). */}
        <span className="sr-only">Lead score </span>
        {row.lead_score}
        <span className="font-normal">/100</span>
        <span className="sr-only">: show why</span>
      </summary>
      <ul className="mt-1 flex min-w-44 flex-col gap-0.5 text-muted-foreground">
        {row.lead_reasons.map((reason) => (
          <li
            key={reason.key}
            className={cn("flex justify-between gap-2", reason.points > 0 && "text-foreground")}
          >
            <span>{reason.detail}</span>
            <span className="whitespace-nowrap tabular-nums">
              {`+${Math.round(reason.points)}`}
              <span className="sr-only">{` of ${reason.max} points`}</span>
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
