import { infiniteQueryOptions } from "@tanstack/react-query";
import { TESTIMONIALS_PAGE_SIZE } from "#shared/limits.ts";
import { TestimonialPageSchema } from "#shared/schemas/public-api.ts";
import { requestJson } from "./http.ts";

/** Pages start at 1. docs/product.md#screens: loading stops once a page returns fewer rows than the page size. */
export function testimonialsInfiniteQuery() {
  return infiniteQueryOptions({
    queryKey: ["testimonials", "public"],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      requestJson(`/api/testimonials?page=${pageParam}`, TestimonialPageSchema, { signal }),
    getNextPageParam: (last) =>
      last.has_more && last.items.length >= TESTIMONIALS_PAGE_SIZE ? last.page + 1 : undefined,
  });
}
