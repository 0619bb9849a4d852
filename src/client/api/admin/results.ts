import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMIN_RESULTS_PAGE_SIZE } from "#shared/limits.ts";
import type { AdminResultsPage } from "#shared/schemas/admin-api.ts";
import { requestAdminJson } from "./admin-request.ts";

export type ResultsFilter = { q: string; page: number };

const RESULTS_KEY = ["admin", "results"] as const;

function toSearch(params: Record<string, string | number>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** GET /api/admin/results: newest first, filtered by name/email, one page at a time. */
export function adminResultsQuery({ q, page }: ResultsFilter) {
  return queryOptions({
    queryKey: [...RESULTS_KEY, { q, page }],
    queryFn: ({ signal }) =>
      requestAdminJson<AdminResultsPage>(
        `/api/admin/results${toSearch({ q, page, page_size: ADMIN_RESULTS_PAGE_SIZE })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of every result matching the search (not only the page on screen). */
export function resultsCsvUrl(q: string): string {
  return `/api/admin/results/export.csv${toSearch({ q })}`;
}

export function useDeleteResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => requestAdminJson<void>(`/api/admin/results/${id}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RESULTS_KEY }),
  });
}

/** PUT /api/admin/results/:id/keep: hold a result back from the retention purge, or release it. */
export function useSetResultKeep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, keep }: { id: string; keep: boolean }) =>
      requestAdminJson<{ id: string; keep: boolean }>(`/api/admin/results/${id}/keep`, {
        method: "PUT",
        body: { value: keep },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RESULTS_KEY }),
  });
}
