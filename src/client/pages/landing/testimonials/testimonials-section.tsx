import { lazy, Suspense, useRef } from "react";
import { useNearViewport } from "#client/lib/use-near-viewport.ts";
import { SkeletonTrack, TestimonialsShell } from "./testimonials-shell.tsx";

const TestimonialsCarousel = lazy(() =>
  import("./testimonials-carousel.tsx").then((m) => ({ default: m.TestimonialsCarousel })),
);

/**
 * The carousel's code and its first page load when the section comes near the viewport. Until then the section
 * shows the same frame with the 3-card skeleton, so nothing moves when the cards arrive.
 */
export function TestimonialsSection() {
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(ref);
  const fallback = (
    <TestimonialsShell>
      <SkeletonTrack />
    </TestimonialsShell>
  );
  return (
    <div ref={ref} data-lazy-fallback={isNear ? undefined : ""}>
      {isNear ? <Suspense fallback={fallback}>{<TestimonialsCarousel />}</Suspense> : fallback}
    </div>
  );
}
