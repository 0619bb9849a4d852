import { queryOptions } from "@tanstack/react-query";
import { requestJson } from "./http.ts";

export type SessionUser = { id: string; email: string; name?: string | null; role?: string | null };
export type Session = { session: { id: string; expiresAt: string }; user: SessionUser };

/** Better Auth answers `null` when signed out. A failed lookup counts as signed out, never as an error screen. */
export function sessionQuery() {
  return queryOptions({
    queryKey: ["auth", "session"],
    queryFn: async ({ signal }) => {
      try {
        return await requestJson<Session | null>("/api/auth/get-session", { signal });
      } catch {
        return null;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
}
