import { useMutation, useQueryClient } from "@tanstack/react-query";
import { manageTokenFor } from "#client/lib/manage-tokens.ts";
import { AnalysisResultSchema } from "#shared/schemas/result.ts";
import { requestJson } from "./http.ts";
import { resultQuery } from "./results.ts";

/** POST /api/results/:id/invoices (issue 25): another month of the same account; the answer replaces the result. */
export function useAddMonth(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      const token = manageTokenFor(id);
      return requestJson(`/api/results/${encodeURIComponent(id)}/invoices`, AnalysisResultSchema, {
        method: "POST",
        form,
        headers: token ? { "x-manage-token": token } : {},
        unreadable: "The analysis result could not be read.",
      });
    },
    onSuccess: (result) => queryClient.setQueryData(resultQuery(id).queryKey, result),
  });
}
