// PLACEHOLDER (issue 2): the analysis form itself belongs to the analysis issue, which replaces this panel with
// the upload form and the result panel (spec §2 "Analysis section"). analysis-section.tsx keeps the #calculator
// id, the heading and the reserved height, and loads this module lazily.
import { FileText } from "lucide-react";

export function AnalysisPanel() {
  return (
    <div
      data-testid="analysis-placeholder"
      className="flex min-h-[520px] flex-col items-center justify-center gap-4 rounded-2xl border border-dashed bg-card p-8 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
        <FileText aria-hidden="true" className="size-6" />
      </span>
      <p className="font-semibold text-lg">The invoice upload opens here shortly.</p>
      <p className="max-w-md text-muted-foreground">
        In the meantime, book a free call and one of our engineers will review your bill with you.
      </p>
    </div>
  );
}
