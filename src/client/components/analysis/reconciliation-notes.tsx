import { AlertTriangle, ShieldCheck } from "lucide-react";
import type { ReconciliationCheck } from "#shared/schemas/extracted-data.ts";
import { money } from "./analysis-figures.ts";

// What each check adds up, in plain words; an unknown check falls back to the extractor's own sentence.
const CHECK_WORDS: Record<string, string> = {
  net_charges: "The charges minus credits, discounts and savings plans",
  amount_due: "The net charges plus tax",
};

function sentenceFor(check: ReconciliationCheck, currency: string): string {
  const words = CHECK_WORDS[check.name];
  if (!words) return check.message;
  return `${words} come to ${money(check.expected, currency)}, but the invoice shows ${money(check.actual, currency)}.`;
}

/**
 * The extraction's cross-checks: silent praise when the figures add up, and each mismatch in plain words when
 * one does not, so a misread invoice is visible instead of quietly skewing the savings rate.
 */
export function ReconciliationNotes({
  checks,
  currency,
}: {
  checks: ReconciliationCheck[];
  currency: string;
}) {
  if (checks.length === 0) return null;
  const failed = checks.filter((check) => !check.ok);
  if (failed.length === 0) {
    return (
      <p data-testid="reconciliation-ok" className="flex items-center gap-2 text-muted-foreground text-sm">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-primary" />
        The invoice's figures add up:{" "}
        {checks.length === 1 ? "1 cross-check" : `${checks.length} cross-checks`} passed.
      </p>
    );
  }
  return (
    <div
      data-testid="reconciliation-warnings"
      className="flex gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm"
    >
      <AlertTriangle
        aria-hidden="true"
        className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400"
      />
      <div className="flex flex-col gap-2">
        <p className="font-semibold">Some figures on this invoice do not add up</p>
        <ul className="flex list-disc flex-col gap-1 pl-4">
          {failed.map((check) => (
            <li key={check.name}>{sentenceFor(check, currency)}</li>
          ))}
        </ul>
        <p className="text-muted-foreground">
          The savings above use the figures as printed. If they look wrong, our engineers can check the
          invoice with you.
        </p>
      </div>
    </div>
  );
}
