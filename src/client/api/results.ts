import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { manageTokenFor } from "#client/lib/manage-tokens.ts";
import type { FigureCorrection } from "#shared/schemas/figure-correction.ts";
import { type AnalysisResult, AnalysisResultSchema } from "#shared/schemas/result.ts";
import { requestJson, requestOk } from "./http.ts";

/** The X-Manage-Token header for a result this browser created (none otherwise: the server then answers 403). */
function manageHeaders(id: string): Record<string, string> {
  const token = manageTokenFor(id);
  return token ? { "x-manage-token": token } : {};
}

const RESULT_SHAPE_ERROR = "The analysis result could not be read.";

/** Fetches one result and checks its shape, so a page never renders half a report. */
export async function fetchResult(id: string, signal?: AbortSignal): Promise<AnalysisResult> {
  return requestJson(`/api/results/${encodeURIComponent(id)}`, AnalysisResultSchema, {
    signal,
    unreadable: RESULT_SHAPE_ERROR,
  });
}

export function resultQuery(id: string) {
  return queryOptions({
    queryKey: ["results", id],
    queryFn: ({ signal }) => fetchResult(id, signal),
    // A result changes only through a correction, whose answer replaces the cached copy.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** DELETE /api/results/:id with the manage token; the analysis and its PDF are removed for good. */
export function useDeleteOwnResult() {
  return useMutation({
    // The caller forgets the token once it has left the page: forgetting it here would hide the button (and end
    // the mutation's observer) before the page could move on.
    mutationFn: (id: string) =>
      requestOk(`/api/results/${encodeURIComponent(id)}`, { method: "DELETE", headers: manageHeaders(id) }),
  });
}

/** PATCH /api/results/:id/figures; the answer (figures in effect, recomputed) replaces the cached result. */
export function useCorrectFigures(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FigureCorrection) =>
      requestJson(`/api/results/${encodeURIComponent(id)}/figures`, AnalysisResultSchema, {
        method: "PATCH",
        body,
        headers: manageHeaders(id),
        unreadable: RESULT_SHAPE_ERROR,
      }),
    onSuccess: (result) => queryClient.setQueryData(resultQuery(id).queryKey, result),
  });
}
