import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { testimonialsInfiniteQuery } from "#client/api/testimonials.ts";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { CAROUSEL_SCROLL_PX, CAROUSEL_SENTINEL_THRESHOLD } from "#shared/limits.ts";
import { CARD_SIZE_STYLE } from "./card-size.ts";
import { TestimonialCard } from "./testimonial-card.tsx";
import { SkeletonTrack, TestimonialsShell, TRACK_CLASSES } from "./testimonials-shell.tsx";

/** spec §2 testimonials carousel: skeleton, empty message, 300 px arrows, infinite scroll by sentinel. */
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
    <TestimonialsShell onScroll={scrollTrack}>
      <ul ref={trackRef} className={TRACK_CLASSES} aria-label="Testimonials" data-testid="testimonial-track">
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
          <li style={CARD_SIZE_STYLE} className="shrink-0">
            <span className="sr-only">Loading more testimonials</span>
            <Skeleton className="size-full rounded-2xl" />
          </li>
        ) : null}
      </ul>
    </TestimonialsShell>
  );
}
