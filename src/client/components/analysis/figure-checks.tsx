import { AlertTriangle, CheckCircle2 } from "lucide-react";
import type { ReconciliationCheck } from "#shared/schemas/extracted-data.ts";
import { money } from "./analysis-figures.ts";

// What each check adds up, in plain words; an unknown check falls back to the engine's own sentence.
const CHECK_WORDS: Record<string, string> = {
  net_charges: "The charges minus credits, discounts and savings plans",
  amount_due: "The net charges plus tax",
};

function sentenceFor(check: ReconciliationCheck, currency: string): string {
  const words = CHECK_WORDS[check.name];
  if (!words) return check.message;
  const expected = money(check.expected, currency);
  return check.ok
    ? `Adds up: ${words.toLowerCase()} come to ${expected}.`
    : `Does not add up: ${words.toLowerCase()} come to ${expected}, not ${money(check.actual, currency)}.`;
}

/** The reconciliation checks that concern one figure, next to it. */
export function FigureChecks({ checks, currency }: { checks: ReconciliationCheck[]; currency: string }) {
  if (checks.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-xs">
      {checks.map((check) => (
        <li
          key={check.name}
          data-testid={`check-${check.name}`}
          data-ok={check.ok}
          className={
            check.ok
              ? "flex items-start gap-1.5 text-muted-foreground"
              : "flex items-start gap-1.5 font-medium text-amber-800 dark:text-amber-300"
          }
        >
          {check.ok ? (
            <CheckCircle2 aria-hidden="true" className="mt-px size-3.5 shrink-0 text-primary" />
          ) : (
            <AlertTriangle aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          )}
          <span>{sentenceFor(check, currency)}</span>
        </li>
      ))}
    </ul>
  );
}
