import { type ReactNode, Suspense, useRef } from "react";
import { cn } from "#client/lib/cn.ts";
import { useNearViewport } from "#client/lib/use-near-viewport.ts";

type LazySectionProps = { id: string; label: string; minHeightClass: string; children: ReactNode };

export function LoadingSection({ minHeightClass }: { minHeightClass: string }) {
  return (
    <div
      data-lazy-fallback=""
      className={cn("flex items-center justify-center text-muted-foreground text-sm", minHeightClass)}
    >
      <p role="status">Loading section...</p>
    </div>
  );
}

/**
 * A lazily loaded landing section (docs/product.md#screens). The anchor id and the reserved height live on this wrapper, so
 * anchors work before the chunk arrives and the page below does not move when it does (no layout shift).
 */
export function LazySection({ id, label, minHeightClass, children }: LazySectionProps) {
  const ref = useRef<HTMLElement>(null);
  const isNear = useNearViewport(ref);
  const fallback = <LoadingSection minHeightClass={minHeightClass} />;
  return (
    <section
      ref={ref}
      id={id}
      aria-label={label}
      tabIndex={-1}
      className={cn("outline-none", minHeightClass)}
    >
      {isNear ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </section>
  );
}
