import { AlertTriangle, PenLine } from "lucide-react";
import { cn } from "#client/lib/cn.ts";
import { BreakableText } from "./breakable-text.tsx";
import { FigureChecks } from "./figure-checks.tsx";
import type { FigureRow } from "./figure-rows.ts";

function Mark({ tone, children, testId }: { tone: "low" | "corrected"; children: string; testId: string }) {
  return (
    <span
      data-testid={testId}
      className={
        tone === "low"
          ? "inline-flex items-center gap-1 rounded-full border border-amber-500/50 bg-amber-500/10 px-2 py-0.5 font-medium text-amber-800 text-xs dark:text-amber-300"
          : "inline-flex items-center gap-1 rounded-full border border-primary/40 bg-accent px-2 py-0.5 font-medium text-accent-foreground text-xs"
      }
    >
      {tone === "low" ? (
        <AlertTriangle aria-hidden="true" className="size-3" />
      ) : (
        <PenLine aria-hidden="true" className="size-3" />
      )}
      {children}
    </span>
  );
}

// Ids wrap at their separators; amounts never break at their decimal point.
const IDS = new Set(["invoice_number", "account_number"]);
function Wrapping({ row, text }: { row: FigureRow; text: string }) {
  return IDS.has(row.field) ? <BreakableText text={text} /> : text;
}

/** Each figure read, the words it was read from, a mark when unsure or corrected, and its checks. */
export function FigureList({ rows, currency }: { rows: FigureRow[]; currency: string }) {
  return (
    <ul
      className="flex flex-col divide-y rounded-xl border print:block print:columns-2 print:gap-x-6 print:divide-y-0 print:border-0"
      data-testid="figure-list"
    >
      {rows.map((row) => (
        <li
          key={row.field}
          data-testid={`figure-${row.field}`}
          className={cn(
            "flex flex-col gap-1.5 px-4 py-3 print:break-inside-avoid print:border-b print:px-0 print:py-1 print:text-xs",
            // Paper has less room: figures the invoice did not show are left out of the printed report.
            row.value === null && "print:hidden",
          )}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <span className="text-muted-foreground text-sm">{row.label}</span>
            <span
              data-testid={`figure-${row.field}-value`}
              className={
                row.value === null
                  ? "text-muted-foreground text-sm italic"
                  : "wrap-anywhere font-semibold text-sm tabular-nums"
              }
            >
              {row.value === null ? "Not found" : <Wrapping row={row} text={row.value} />}
            </span>
          </div>
          {row.confidence === "low" || row.confidence === "medium" || row.readAs !== null ? (
            <div className="flex flex-wrap gap-2">
              {row.confidence === "low" ? (
                <Mark tone="low" testId={`figure-${row.field}-low`}>
                  Low confidence: please check this figure
                </Mark>
              ) : null}
              {row.confidence === "medium" ? (
                <Mark tone="low" testId={`figure-${row.field}-unsure`}>
                  Please check this figure
                </Mark>
              ) : null}
              {row.readAs !== null ? (
                <Mark tone="corrected" testId={`figure-${row.field}-corrected`}>
                  {`Corrected by you · read as ${row.readAs}`}
                </Mark>
              ) : null}
            </div>
          ) : null}
          {row.printed && row.derived ? (
            <p
              className="wrap-anywhere text-muted-foreground text-xs"
              data-testid={`figure-${row.field}-derived`}
            >
              <span className="sr-only">Not printed on the invoice, computed: </span>
              <span aria-hidden="true">Computed: </span>
              <span className="text-foreground/80">{row.printed}</span>
            </p>
          ) : row.printed ? (
            <p className="wrap-anywhere text-muted-foreground text-xs">
              <span className="sr-only">Printed on the invoice: </span>
              <span aria-hidden="true">Printed: </span>
              <q className="font-mono text-foreground/80">
                <Wrapping row={row} text={row.printed} />
              </q>
            </p>
          ) : null}
          <FigureChecks checks={row.checks} currency={currency} />
        </li>
      ))}
    </ul>
  );
}
