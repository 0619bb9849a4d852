import { Undo2 } from "lucide-react";
import type { ExtractedData } from "#shared/schemas/extracted-data.ts";
import { money } from "./analysis-figures.ts";

/**
 * A credit note corrects an earlier invoice: it is shown as that correction, with no spending analysis (no
 * categories, no savings ideas, no credits cliff) made from it.
 */
export function CreditNoteNotice({ data }: { data: ExtractedData }) {
  if (data.document_type !== "credit_note") return null;
  const amount = data.service_charges ?? data.net_charges ?? data.total_charges;
  return (
    <div
      data-testid="credit-note-notice"
      className="flex gap-3 rounded-xl border border-primary/30 bg-accent/60 p-4 text-sm print:break-inside-avoid"
    >
      <Undo2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold">This document is a credit note</p>
        <p className="text-pretty">
          It corrects an earlier invoice
          {amount !== null ? ` by ${money(amount, data.currency)} in your favour` : ""}: it is not a month of
          spending, so no breakdown or savings ideas are made from it. Upload the invoice it corrects for an
          analysis of your spending.
        </p>
      </div>
    </div>
  );
}
