import { useMutation, useQueryClient } from "@tanstack/react-query";
import { requestJson } from "./http.ts";
import { sessionQuery } from "./session.ts";

// Kept apart from session.ts so the first screen (which only reads the session) does not ship mutation code.
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestJson<unknown>("/api/auth/sign-out", { method: "POST", body: {} }),
    onSettled: () => queryClient.setQueryData(sessionQuery().queryKey, null),
  });
}
