import { BarChart3 } from "lucide-react";
import type { Result } from "#shared/schemas/result.ts";
import type { AnalysisFigures } from "./analysis-figures.ts";
import { summaryPage } from "./figure-rows.ts";
import { InvoiceSummaryTable } from "./invoice-summary-table.tsx";
import { ReportCard } from "./report-card.tsx";
import { CreditsCliffNote, CreditsRunwayNote } from "./savings-opportunities.tsx";
import { SavingsSplitBar } from "./savings-split-bar.tsx";
import { SpendByCategory } from "./spend-by-category.tsx";

/** Beyond the spec: where the money goes, what was saved, and whether the invoice's own figures add up. */
export function InvoiceBreakdown({ result, figures }: { result: Result; figures: AnalysisFigures }) {
  const data = result.extracted_data;
  return (
    <ReportCard
      titleId="breakdown-title"
      icon={BarChart3}
      title="Where the money goes"
      lead={`The summary figures are read from page ${summaryPage(data)} of your invoice; the categories from every page.`}
      // On paper the section may start on page 1 and go on to page 2 (its parts each stay whole): kept whole, it was
      // pushed to page 2 and left a third of page 1 empty.
      className="flex flex-col gap-6 rounded-2xl border bg-card p-6 shadow-sm print:gap-3 print:p-4 print:shadow-none"
      headClassName="flex flex-col gap-1 print:break-after-avoid print:break-inside-avoid"
    >
      {data.document_type === "credit_note" ? null : <SavingsSplitBar figures={figures} />}
      <CreditsCliffNote cliff={data.credits_cliff} currency={data.currency} />
      <CreditsRunwayNote months={result.months} currency={data.currency} />
      <SpendByCategory breakdown={data.breakdown} currency={data.currency} />
      {data.invoice_summary.length > 0 ? <InvoiceSummaryTable items={data.invoice_summary} /> : null}
    </ReportCard>
  );
}
