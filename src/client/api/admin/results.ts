import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ResultsSort } from "#shared/leads/lead-schemas.ts";
import { ADMIN_RESULTS_PAGE_SIZE } from "#shared/limits.ts";
import { AdminResultRowSchema, AdminResultsPageSchema } from "#shared/schemas/admin-api.ts";
import { useRefreshingMutation } from "./admin-mutation.ts";
import { toSearch } from "./admin-query.ts";
import { requestAdminJson, requestAdminOk } from "./admin-request.ts";

const ResultKeptSchema = AdminResultRowSchema.pick({ id: true, keep: true });

/**
 * Search text, page, order (newest or highest score first), minimum lead score ("" for any), and whether the
 * visitor confirmed the figures on the review step ("typed": some are not printed on the invoice; "" for any).
 */
export type ResultsFilter = {
  q: string;
  page: number;
  sort: ResultsSort;
  min_score: number | "";
  visitor: "" | "confirmed" | "typed";
};

const RESULTS_KEY = ["admin", "results"] as const;

/** GET /api/admin/results: newest first, filtered by name/email, one page at a time. */
export function adminResultsQuery({ q, page, sort, min_score, visitor }: ResultsFilter) {
  return queryOptions({
    queryKey: [...RESULTS_KEY, { q, page, sort, min_score, visitor }],
    queryFn: ({ signal }) =>
      requestAdminJson(
        `/api/admin/results${toSearch({ q, page, page_size: ADMIN_RESULTS_PAGE_SIZE, sort: sort === "newest" ? "" : sort, min_score, visitor })}`,
        AdminResultsPageSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of every result matching the search and score filter, in the chosen order (not only this page). */
export function resultsCsvUrl({ q, sort, min_score, visitor }: Omit<ResultsFilter, "page">): string {
  return `/api/admin/results/export.csv${toSearch({ q, sort: sort === "newest" ? "" : sort, min_score, visitor })}`;
}

export function useDeleteResult() {
  return useRefreshingMutation(
    (id: string) => requestAdminOk(`/api/admin/results/${id}`, { method: "DELETE" }),
    RESULTS_KEY,
  );
}

/** PUT /api/admin/results/:id/keep: hold a result back from the retention purge, or release it. */
export function useSetResultKeep() {
  return useRefreshingMutation(
    ({ id, keep }: { id: string; keep: boolean }) =>
      requestAdminJson(`/api/admin/results/${id}/keep`, ResultKeptSchema, {
        method: "PUT",
        body: { value: keep },
      }),
    RESULTS_KEY,
  );
}
