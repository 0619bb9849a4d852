import { AlertTriangle, PenLine } from "lucide-react";
import { formatMoney } from "#shared/format/money.ts";
import { describeRateGap, formatPercent } from "#shared/format/percent.ts";
import { issuerLabel } from "#shared/providers/provider-identity.ts";
import type { AdminResultRow } from "#shared/schemas/admin-api.ts";

/** The savings rate in effect and the gap to the compared provider's average (the size of the lead). */
export function SavingsSummary({ row }: { row: AdminResultRow }) {
  if (row.current_savings_rate === null) return <span className="text-muted-foreground">—</span>;
  const currency = row.currency ?? "USD";
  return (
    <span className="flex flex-col gap-0.5" data-testid="result-savings">
      <span className="font-semibold tabular-nums">{formatPercent(row.current_savings_rate)}</span>
      {row.gap_to_estimate === null || row.estimated_esr === null ? (
        <span className="text-muted-foreground text-xs">no estimate</span>
      ) : row.gap_to_estimate > 0 ? (
        <>
          <span className="text-muted-foreground text-xs tabular-nums">
            {describeRateGap(row.current_savings_rate, row.estimated_esr)}
          </span>
          <span className="whitespace-nowrap font-semibold text-xs tabular-nums">
            {`${formatMoney(row.yearly_gap ?? 0, { currency, decimals: 0 })} a year to gain`}
          </span>
        </>
      ) : (
        <span className="text-muted-foreground text-xs tabular-nums">
          {describeRateGap(row.current_savings_rate, row.estimated_esr)}
        </span>
      )}
    </span>
  );
}

// A tag, not a pill: in the table's name column a long mark ("Google Cloud invoice, chose AWS") wraps, and a
// fully rounded border around three lines of text read as a blob.
function Mark({ children, tone }: { children: string; tone: "corrected" | "mismatch" }) {
  const Icon = tone === "corrected" ? PenLine : AlertTriangle;
  // Confirmed and typed by the visitor share the corrected tag's look: the visitor gave these figures.
  return (
    <span
      className={
        tone === "corrected"
          ? "inline-flex items-start gap-1 rounded-md border border-primary/40 bg-accent px-2 py-0.5 font-medium text-accent-foreground text-xs"
          : "inline-flex items-start gap-1 rounded-md border border-amber-500/50 bg-amber-500/10 px-2 py-0.5 font-medium text-amber-800 text-xs dark:text-amber-300"
      }
    >
      <Icon aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
      {children}
    </span>
  );
}

const MISMATCHES = new Set(["switched", "issuer_disabled", "issuer_unknown"]);

/** Marks for a result a visitor corrected, or whose invoice came from another provider than the one chosen. */
export function ResultMarks({ row }: { row: AdminResultRow }) {
  const isMismatch = row.provider_match !== null && MISMATCHES.has(row.provider_match);
  if (!row.corrected && !isMismatch && !row.visitor_review) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1" data-testid="result-marks">
      {row.visitor_review ? (
        <Mark tone="corrected">
          {row.visitor_review === "typed" ? "Typed by the visitor" : "Confirmed by the visitor"}
        </Mark>
      ) : null}
      {row.corrected && !row.visitor_review ? <Mark tone="corrected">Corrected</Mark> : null}
      {isMismatch && row.detected_provider ? (
        <Mark tone="mismatch">
          {`${issuerLabel(row.detected_provider)} invoice${row.chosen_provider_name ? `, chose ${row.chosen_provider_name}` : ""}`}
        </Mark>
      ) : null}
    </span>
  );
}
