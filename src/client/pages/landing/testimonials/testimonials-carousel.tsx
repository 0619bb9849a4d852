import { useInfiniteQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { testimonialsInfiniteQuery } from "#client/api/testimonials.ts";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { CAROUSEL_SCROLL_PX, CAROUSEL_SENTINEL_THRESHOLD } from "#shared/limits.ts";
import { PLACEHOLDER_SIZE_STYLE } from "./card-size.ts";
import { TestimonialCard } from "./testimonial-card.tsx";
import { SkeletonTrack, TestimonialsShell, TRACK_CLASSES } from "./testimonials-shell.tsx";

/** docs/product.md#screens testimonials carousel: skeleton, empty message, 300 px arrows, infinite scroll by sentinel. */
export function TestimonialsCarousel() {
  const query = useInfiniteQuery(testimonialsInfiniteQuery());
  const trackRef = useRef<HTMLUListElement>(null);
  const sentinelRef = useRef<HTMLLIElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const testimonials = query.data?.pages.flatMap((page) => page.items) ?? [];

  // Load the next page when the sentinel at the end is visible, more pages exist and none is loading.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { threshold: CAROUSEL_SENTINEL_THRESHOLD },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Which way the track can still scroll, for the arrows (an arrow with nowhere to go is disabled).
  const [edges, setEdges] = useState({ canScrollLeft: false, canScrollRight: false });
  const updateEdges = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const canScrollLeft = track.scrollLeft > 1;
    const canScrollRight = track.scrollLeft + track.clientWidth < track.scrollWidth - 1;
    setEdges((previous) =>
      previous.canScrollLeft === canScrollLeft && previous.canScrollRight === canScrollRight
        ? previous
        : { canScrollLeft, canScrollRight },
    );
  }, []);
  const hasTrack = testimonials.length > 0;
  // After every render: cards added by a page (or its loading placeholder) change how far the track reaches.
  useEffect(updateEdges);
  useEffect(() => {
    const track = trackRef.current;
    if (!hasTrack || !track) return;
    const observer = new ResizeObserver(updateEdges);
    observer.observe(track);
    return () => observer.disconnect();
  }, [hasTrack, updateEdges]);

  function scrollTrack(direction: 1 | -1) {
    trackRef.current?.scrollBy({ left: direction * CAROUSEL_SCROLL_PX, behavior: "smooth" });
  }

  if (query.isPending) {
    return (
      <TestimonialsShell>
        <SkeletonTrack />
      </TestimonialsShell>
    );
  }

  if (testimonials.length === 0) {
    return (
      <TestimonialsShell>
        <div className="flex h-[312px] items-center justify-center px-4 sm:px-6">
          <p className="w-full rounded-2xl border border-dashed p-10 text-center text-muted-foreground">
            No testimonials available at the moment.
          </p>
        </div>
      </TestimonialsShell>
    );
  }

  return (
    <TestimonialsShell onScroll={scrollTrack} {...edges}>
      <ul
        ref={trackRef}
        className={TRACK_CLASSES}
        aria-label="Testimonials"
        data-testid="testimonial-track"
        onScroll={updateEdges}
      >
        {testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.id} testimonial={testimonial} />
        ))}
        {hasNextPage ? (
          <li
            ref={sentinelRef}
            data-testid="testimonial-sentinel"
            aria-hidden="true"
            className="w-px shrink-0"
          />
        ) : null}
        {isFetchingNextPage ? (
          <li style={PLACEHOLDER_SIZE_STYLE} className="shrink-0">
            <span className="sr-only">Loading more testimonials</span>
            <Skeleton className="size-full rounded-2xl" />
          </li>
        ) : null}
      </ul>
    </TestimonialsShell>
  );
}
