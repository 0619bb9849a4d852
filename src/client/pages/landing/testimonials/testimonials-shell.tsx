import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import type { ReactNode } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { CAROUSEL_SKELETON_COUNT } from "#shared/limits.ts";
import { NavTargetSection } from "../nav-target-section.tsx";
import { SectionHeading } from "../section-heading.tsx";
import { PLACEHOLDER_SIZE_STYLE } from "./card-size.ts";

// items-start: a card opened to its full quote grows alone, the others keep their height.
export const TRACK_CLASSES =
  "flex items-start gap-5 overflow-x-auto scroll-smooth px-4 pt-2 pb-6 sm:px-6 scrollbar-none";

type ShellProps = {
  /** Scrolls the track; absent while there is no track (skeleton, empty message). */
  onScroll?: (direction: 1 | -1) => void;
  /** Whether the track can scroll that way: an arrow with nowhere to go is disabled. */
  canScrollLeft?: boolean;
  canScrollRight?: boolean;
  children: ReactNode;
};

/** The section frame: heading, arrows and the track area. Shared by the loaded carousel and its fallback. */
export function TestimonialsShell({
  onScroll,
  canScrollLeft = false,
  canScrollRight = false,
  children,
}: ShellProps) {
  return (
    <NavTargetSection id="testimonials" className="py-16 outline-none sm:py-24">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 sm:flex-row sm:items-end sm:justify-between sm:px-6">
        <SectionHeading
          id="testimonials-title"
          align="left"
          eyebrow="Testimonials"
          title="Teams that stopped overpaying"
          description="Engineering and finance leaders on what a second look at their cloud bill was worth."
        />
        <div className="flex gap-2">
          <ArrowButton
            label="Scroll testimonials left"
            isEnabled={Boolean(onScroll) && canScrollLeft}
            onClick={() => onScroll?.(-1)}
          >
            <ChevronLeft aria-hidden="true" />
          </ArrowButton>
          <ArrowButton
            label="Scroll testimonials right"
            isEnabled={Boolean(onScroll) && canScrollRight}
            onClick={() => onScroll?.(1)}
          >
            <ChevronRight aria-hidden="true" />
          </ArrowButton>
        </div>
      </div>
      {/* The track's own padding matches the heading's, so the first card lines up with the heading. */}
      <div className="mx-auto mt-10 max-w-6xl">{children}</div>
    </NavTargetSection>
  );
}

type ArrowButtonProps = { label: string; isEnabled: boolean; onClick: () => void; children: ReactNode };

/**
 * aria-disabled rather than disabled: an arrow that reaches the end keeps the keyboard focus (a disabled button
 * would drop it to the page), is announced as unavailable and looks dimmed.
 */
function ArrowButton({ label, isEnabled, onClick, children }: ArrowButtonProps) {
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={label}
      aria-disabled={!isEnabled}
      onClick={isEnabled ? onClick : undefined}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-background"
    >
      {children}
    </Button>
  );
}

/** docs/product.md#screens: the loading state is a skeleton of 3 cards. */
export function SkeletonTrack() {
  return (
    <ul className={TRACK_CLASSES} aria-label="Loading testimonials" aria-busy="true">
      {Array.from({ length: CAROUSEL_SKELETON_COUNT }, (_, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          key={index}
          data-testid="testimonial-skeleton"
          style={PLACEHOLDER_SIZE_STYLE}
          className="flex shrink-0 flex-col gap-3 rounded-2xl border bg-card p-6"
        >
          <Skeleton className="h-6 w-6" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
          <div className="mt-auto flex items-center gap-3 border-t pt-4">
            <Skeleton className="size-12 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-3.5 w-1/2" />
              <Skeleton className="h-3 w-3/4" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
