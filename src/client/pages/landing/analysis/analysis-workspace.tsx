import { lazy, Suspense, useState } from "react";
import type { Result } from "#shared/schemas/result.ts";
import { AnalysisForm } from "./analysis-form.tsx";
import { useRunAnalysis } from "./use-run-analysis.ts";

const ResultPanel = lazy(() => import("./result-panel.tsx").then((m) => ({ default: m.ResultPanel })));

/** The form and, after a successful run, its result; a failed run clears the previous result (docs/product.md#behaviour). */
export function AnalysisWorkspace() {
  const [result, setResult] = useState<Result | null>(null);
  const { run, isRunning } = useRunAnalysis(setResult);

  return (
    <>
      <div className="mx-auto mt-12 max-w-3xl rounded-2xl border bg-card p-5 shadow-black/5 shadow-lg sm:p-8">
        <AnalysisForm isRunning={isRunning} onSubmit={run} />
      </div>
      {result ? (
        <Suspense fallback={null}>
          <ResultPanel key={result.id} result={result} />
        </Suspense>
      ) : null}
    </>
  );
}
