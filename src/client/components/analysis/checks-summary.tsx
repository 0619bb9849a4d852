import { AlertTriangle, ShieldCheck } from "lucide-react";
import type { ReconciliationCheck } from "#shared/schemas/extracted-data.ts";

/** At a glance: whether the figures in effect add up; each check itself sits next to its figure below. */
export function ChecksSummary({ checks }: { checks: ReconciliationCheck[] }) {
  if (checks.length === 0) return null;
  const failed = checks.filter((check) => !check.ok).length;
  if (failed === 0) {
    return (
      <p
        data-testid="reconciliation-ok"
        className="flex items-center gap-2 text-muted-foreground text-sm print:hidden"
      >
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-primary" />
        The invoice's figures add up:{" "}
        {checks.length === 1 ? "1 cross-check" : `${checks.length} cross-checks`} passed.
      </p>
    );
  }
  return (
    <div
      data-testid="reconciliation-warnings"
      className="flex gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm print:break-inside-avoid"
    >
      <AlertTriangle
        aria-hidden="true"
        className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400"
      />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">Some figures on this invoice do not add up</p>
        <p>
          {failed === 1 ? "One cross-check fails" : `${failed} cross-checks fail`}: see the marked figures
          below. If one was misread, correct it and we recompute your savings.
        </p>
      </div>
    </div>
  );
}
