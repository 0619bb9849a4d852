import { lazy, Suspense, useRef } from "react";
import { useNearViewport } from "#client/lib/use-near-viewport.ts";
import { providersReadPhrase } from "#shared/providers/providers-read.ts";
import { SectionHeading } from "../section-heading.tsx";

// The form brings react-hook-form, zod and Radix: its own chunk, fetched when the section reaches the screen (or the
// visitor starts using the page, or an anchor asks for it), so the first screen neither waits for it nor spends main-thread time on it.
const AnalysisWorkspace = lazy(() =>
  import("./analysis-workspace.tsx").then((m) => ({ default: m.AnalysisWorkspace })),
);

/** Holds the form's height while its chunk loads, so nothing below it moves. */
function FormFallback() {
  return (
    <div
      data-lazy-fallback=""
      className="mx-auto mt-12 flex min-h-[728px] max-w-3xl items-center justify-center rounded-2xl border bg-card text-muted-foreground text-sm shadow-black/5 shadow-lg sm:min-h-[588px] lg:min-h-[532px]"
    >
      <p role="status">Loading section...</p>
    </div>
  );
}

export function AnalysisSection() {
  const formSlot = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(formSlot);
  return (
    <section
      id="calculator"
      aria-labelledby="calculator-title"
      tabIndex={-1}
      className="bg-muted/40 py-16 outline-none sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="calculator-title"
          eyebrow="Analysis"
          title="Get Your Free Savings Analysis"
          description={`Upload a PDF invoice from ${providersReadPhrase()} cloud providers. We compare your current savings rate with the average for your provider.`}
        />
        <div ref={formSlot}>
          {isNear ? (
            <Suspense fallback={<FormFallback />}>
              <AnalysisWorkspace />
            </Suspense>
          ) : (
            <FormFallback />
          )}
        </div>
      </div>
    </section>
  );
}
