import { queryOptions, useMutation } from "@tanstack/react-query";
import { type AnalysisResult, AnalysisResultSchema } from "#shared/schemas/result.ts";
import { ApiError, requestJson } from "./http.ts";

const RESULT_SHAPE_ERROR = "The analysis result could not be read.";

/** Fetches one result and checks its shape, so a page never renders half a report. */
export async function fetchResult(id: string, signal?: AbortSignal): Promise<AnalysisResult> {
  const body = await requestJson<unknown>(`/api/results/${encodeURIComponent(id)}`, { signal });
  const parsed = AnalysisResultSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(200, RESULT_SHAPE_ERROR);
  return parsed.data;
}

export function resultQuery(id: string) {
  return queryOptions({
    queryKey: ["results", id],
    queryFn: ({ signal }) => fetchResult(id, signal),
    // A stored result never changes, and an unknown id will not appear on a retry.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** DELETE /api/results/:id: the link is the key; the analysis and its PDF are removed for good. */
export function useDeleteOwnResult() {
  return useMutation({
    mutationFn: (id: string) =>
      requestJson<void>(`/api/results/${encodeURIComponent(id)}`, { method: "DELETE" }),
  });
}
