import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { requestJson } from "./http.ts";

/** The part of Better Auth's get-session answer the client reads (`null` when signed out). */
const SessionSchema = z
  .object({
    session: z.object({ id: z.string(), expiresAt: z.string() }),
    user: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string().nullish(),
      role: z.string().nullish(),
    }),
  })
  .nullable();

export type Session = NonNullable<z.infer<typeof SessionSchema>>;
export type SessionUser = Session["user"];

/** Better Auth answers `null` when signed out. A failed lookup counts as signed out, never as an error screen. */
export function sessionQuery() {
  return queryOptions({
    queryKey: ["auth", "session"],
    queryFn: async ({ signal }): Promise<Session | null> => {
      try {
        return await requestJson("/api/auth/get-session", SessionSchema, { signal });
      } catch {
        return null;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
}
