import { useMutation, useQueryClient } from "@tanstack/react-query";
import { manageHeaders, requestResult, resultQuery } from "./results.ts";

/** One month to add: the PDF and, after the server asked, the visitor's word that it is the same account. */
export type AddMonthInput = { file: File; confirmAccount?: boolean };

/** POST /api/results/:id/invoices: another month of the same account; the answer replaces the result. */
export function useAddMonth(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, confirmAccount }: AddMonthInput) => {
      const form = new FormData();
      if (confirmAccount) form.append("confirmAccount", "true");
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
