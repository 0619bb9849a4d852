import { useMutation, useQueryClient } from "@tanstack/react-query";
import { manageHeaders, requestResult, resultQuery } from "./results.ts";

/** POST /api/results/:id/invoices: another month of the same account; the answer replaces the result. */
export function useAddMonth(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return requestResult(`/api/results/${encodeURIComponent(id)}/invoices`, {
        method: "POST",
        form,
        headers: manageHeaders(id),
      });
    },
    onSuccess: (result) => queryClient.setQueryData(resultQuery(id).queryKey, result),
  });
}
