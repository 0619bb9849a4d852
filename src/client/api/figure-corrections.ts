import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FigureCorrection } from "#shared/schemas/figure-correction.ts";
import { manageHeaders, requestResult, resultQuery } from "./results.ts";

/** PATCH /api/results/:id/figures; the answer (figures in effect, recomputed) replaces the cached result. */
export function useCorrectFigures(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FigureCorrection) =>
      requestResult(`/api/results/${encodeURIComponent(id)}/figures`, {
        method: "PATCH",
        body,
        headers: manageHeaders(id),
      }),
    onSuccess: (result) => queryClient.setQueryData(resultQuery(id).queryKey, result),
  });
}
