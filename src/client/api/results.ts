import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { FigureCorrection } from "#shared/schemas/figure-correction.ts";
import { type AnalysisResult, AnalysisResultSchema } from "#shared/schemas/result.ts";
import { ApiError, requestJson } from "./http.ts";

const RESULT_SHAPE_ERROR = "The analysis result could not be read.";

function parseResult(body: unknown): AnalysisResult {
  const parsed = AnalysisResultSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(200, RESULT_SHAPE_ERROR);
  return parsed.data;
}

/** Fetches one result and checks its shape, so a page never renders half a report. */
export async function fetchResult(id: string, signal?: AbortSignal): Promise<AnalysisResult> {
  return parseResult(await requestJson<unknown>(`/api/results/${encodeURIComponent(id)}`, { signal }));
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

/** DELETE /api/results/:id: the link is the key; the analysis and its PDF are removed for good. */
export function useDeleteOwnResult() {
  return useMutation({
    mutationFn: (id: string) =>
      requestJson<void>(`/api/results/${encodeURIComponent(id)}`, { method: "DELETE" }),
  });
}

/** PATCH /api/results/:id/figures; the answer (figures in effect, recomputed) replaces the cached result. */
export function useCorrectFigures(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FigureCorrection) =>
      parseResult(
        await requestJson<unknown>(`/api/results/${encodeURIComponent(id)}/figures`, {
          method: "PATCH",
          body,
        }),
      ),
    onSuccess: (result) => queryClient.setQueryData(resultQuery(id).queryKey, result),
  });
}
