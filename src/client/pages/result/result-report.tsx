import { Lightbulb } from "lucide-react";
import {
  analysisFigures,
  bookingPrefillOf,
  headerFigures,
} from "#client/components/analysis/analysis-figures.ts";
import { BillTrend } from "#client/components/analysis/bill-trend.tsx";
import { BreakableText } from "#client/components/analysis/breakable-text.tsx";
import { ClosingMessage } from "#client/components/analysis/closing-message.tsx";
import { CreditNoteNotice } from "#client/components/analysis/credit-note-notice.tsx";
import { HowWeRead } from "#client/components/analysis/how-we-read.tsx";
import { InvoiceBreakdown } from "#client/components/analysis/invoice-breakdown.tsx";
import { ProviderNotice } from "#client/components/analysis/provider-notice.tsx";
import { ResultDetails } from "#client/components/analysis/result-details.tsx";
import { SavingsCards } from "#client/components/analysis/savings-cards.tsx";
import { SavingsOpportunities } from "#client/components/analysis/savings-opportunities.tsx";
import { site } from "#client/content/site.ts";
import type { Result } from "#shared/schemas/result.ts";
import { LaterSections } from "./later-sections.tsx";
import { ReportActions } from "./report-actions.tsx";
import { RESULT_PAGE_TITLE } from "./result-status.tsx";

/** docs/product.md#screens result page: header, left tables, the cards, Optimization Insights; then the breakdown (ours). */
export function ResultReport({ result }: { result: Result }) {
  // The header (cards, closing message, credits warning) follows the latest month, as "How the bill moves" does;
  // the breakdown stays the result's own invoice, whose lines it shows.
  const header = headerFigures(result);
  const figures = analysisFigures(result);
  return (
    <article
      data-print-report=""
      aria-labelledby="result-title"
      className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14 print:max-w-none print:gap-4 print:p-0"
    >
      <title>{RESULT_PAGE_TITLE}</title>
      <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <p className="font-semibold text-primary text-sm uppercase tracking-wider">Savings report</p>
          <h1
            id="result-title"
            className="text-balance font-bold text-3xl tracking-tight sm:text-4xl print:text-2xl"
          >
            Invoice Analysis &amp; Savings Opportunities
          </h1>
          <p
            data-testid="result-subject"
            className="break-words text-lg text-muted-foreground print:text-base"
          >
            Cloud bill analysis for {result.name} <BreakableText text={`(${result.email})`} />
          </p>
        </div>
        <ReportActions resultId={result.id} />
      </div>
      {/* Before the details, so a phone shows it before anything is read as the chosen provider's. */}
      <ProviderNotice result={result} />
      <CreditNoteNotice data={result.extracted_data} />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,300px)_minmax(0,1fr)] print:grid-cols-[230px_minmax(0,1fr)] print:gap-4">
        <aside aria-label="Analysis details" className="lg:sticky lg:top-24">
          <ResultDetails result={result} />
        </aside>
        <div className="flex min-w-0 flex-col gap-8 print:gap-4">
          <SavingsCards figures={header} headingTag="h2" />
          {/* Below the cards: each section in its own later commit (a phone's first render stays short). */}
          <LaterSections>
            <section aria-labelledby="insights-title" className="flex flex-col gap-4 print:gap-2">
              <h2 id="insights-title" className="flex items-center gap-2 font-semibold text-xl">
                <Lightbulb aria-hidden="true" className="size-5 text-primary" />
                Optimization Insights
              </h2>
              <ClosingMessage figures={header} booking={bookingPrefillOf(result)} />
            </section>
            <HowWeRead result={result} headingTag="h2" framed />
            <InvoiceBreakdown result={result} figures={figures} />
            <SavingsOpportunities
              opportunities={result.extracted_data.opportunities}
              currency={result.extracted_data.currency}
            />
            <BillTrend result={result} />
          </LaterSections>
        </div>
      </div>
      <p className="hidden border-t pt-2 text-muted-foreground text-xs print:block">
        {site.companyName} · {`${window.location.origin}/results/${result.id}`}
      </p>
    </article>
  );
}
