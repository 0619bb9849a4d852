import { useQuery } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { resultQuery } from "#client/api/results.ts";
import { analysisFigures, bookingPrefillOf } from "#client/components/analysis/analysis-figures.ts";
import { ClosingMessage } from "#client/components/analysis/closing-message.tsx";
import { CopyLinkButton } from "#client/components/analysis/copy-link-button.tsx";
import { HowWeRead } from "#client/components/analysis/how-we-read.tsx";
import { ProviderNotice } from "#client/components/analysis/provider-notice.tsx";
import { SavingsCards } from "#client/components/analysis/savings-cards.tsx";
import { buttonClasses } from "#client/components/ui/button.tsx";
import type { Result } from "#shared/schemas/result.ts";

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * docs/product.md#screens: the result under the form after a successful analysis. It scrolls into view and takes focus, so
 * keyboard and screen-reader users land on it too.
 */
export function ResultPanel({ result: initial }: { result: Result }) {
  // The cached copy, so a correction's answer (which replaces it) shows here and at /results/{id} alike.
  const { data: result = initial } = useQuery({ ...resultQuery(initial.id), initialData: initial });
  const figures = analysisFigures(result);
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultPath = `/results/${result.id}`;

  useEffect(() => {
    if (!result.id) return;
    headingRef.current?.focus({ preventScroll: true });
    panelRef.current?.scrollIntoView({
      behavior: prefersReducedMotion() ? "auto" : "smooth",
      block: "start",
    });
  }, [result.id]);

  return (
    <section
      ref={panelRef}
      aria-labelledby="analysis-result-title"
      data-testid="result-panel"
      className="mx-auto mt-10 flex max-w-4xl scroll-mt-24 flex-col gap-6 rounded-2xl border bg-card p-5 shadow-black/5 shadow-lg sm:p-8"
    >
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-primary text-sm uppercase tracking-wider">Your result</p>
        <h3
          id="analysis-result-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-balance font-bold text-2xl tracking-tight focus:outline-none sm:text-3xl"
        >
          Invoice Analysis &amp; Savings Opportunities
        </h3>
        <p className="text-muted-foreground">
          {figures.providerName} invoice
          {result.extracted_data.invoice_date ? ` of ${result.extracted_data.invoice_date}` : ""}, analysed
          for {result.name}.
        </p>
      </div>
      <ProviderNotice result={result} />
      <SavingsCards figures={figures} headingTag="h4" />
      <ClosingMessage figures={figures} booking={bookingPrefillOf(result)} />
      <HowWeRead result={result} headingTag="h4" />
      <div className="flex flex-col gap-3 border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-sm">
          Keep this link: the full report stays available there.
        </p>
        <div className="flex flex-wrap gap-2">
          <CopyLinkButton path={resultPath} />
          <Link to={resultPath} className={buttonClasses("primary")}>
            {/* Same site, same tab: an arrow, not the external-link icon that promises a new tab. */}
            Open full report
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
