import { type ComponentType, useEffect, useRef, useState } from "react";
import { useNearViewport } from "#client/lib/use-near-viewport.ts";
import { providersReadPhrase } from "#shared/providers/providers-read.ts";
import { NavTargetSection } from "../nav-target-section.tsx";
import { SectionHeading } from "../section-heading.tsx";
import { AnalysisFormPlaceholder } from "./analysis-form-placeholder.tsx";

// The form brings react-hook-form, zod and Radix: its own chunk, fetched when the section reaches the screen (or the
// visitor starts using the page, or an anchor asks for it), so the first screen neither waits for it nor spends main-thread time on it.
// Until then the pre-rendered page shows a placeholder with the same fields, which take the focus in the page's order.
const loadWorkspace = () => import("./analysis-workspace.tsx").then((m) => m.AnalysisWorkspace);

/**
 * The form's code, loaded once the section is near: until it is there the placeholder stays the same element (with
 * its focus and what was typed), and the form replaces it in one commit. A chunk that cannot load is thrown to the
 * route's error boundary, as a lazy component's would be.
 */
function useWorkspace(isNear: boolean): ComponentType | null {
  const [loaded, setLoaded] = useState<{ Workspace: ComponentType } | { error: unknown } | null>(null);
  useEffect(() => {
    if (!isNear) return;
    let isCurrent = true;
    loadWorkspace().then(
      (Workspace) => isCurrent && setLoaded({ Workspace }),
      (error: unknown) => isCurrent && setLoaded({ error }),
    );
    return () => {
      isCurrent = false;
    };
  }, [isNear]);
  if (loaded && "error" in loaded) throw loaded.error;
  return loaded?.Workspace ?? null;
}

export function AnalysisSection() {
  const formSlot = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(formSlot);
  const Workspace = useWorkspace(isNear);
  return (
    <NavTargetSection id="calculator" className="bg-muted/40 py-16 outline-none sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="calculator-title"
          eyebrow="Analysis"
          title="Get Your Free Savings Analysis"
          description={`Upload a PDF invoice from ${providersReadPhrase()} cloud providers. We compare your current savings rate with the average for your provider.`}
        />
        <div ref={formSlot}>{Workspace ? <Workspace /> : <AnalysisFormPlaceholder />}</div>
      </div>
    </NavTargetSection>
  );
}
