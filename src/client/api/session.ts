import { queryOptions } from "@tanstack/react-query";
import { type AnswerCheck, requestJson } from "./http.ts";

/** The part of Better Auth's get-session answer the client reads (`null` when signed out). */
export type Session = {
  session: { id: string; expiresAt: string };
  user: { id: string; email: string; name?: string | null; role?: string | null };
};
export type SessionUser = Session["user"];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
const optionalText = (value: unknown) => value === undefined || value === null || typeof value === "string";

/**
 * The check of that answer, written out rather than with zod: the header reads the session on every page, and zod
 * would add about 20 KB to the first screen's JavaScript (over its budget).
 */
const SessionLightSchema: AnswerCheck<Session | null> = {
  safeParse(value: unknown) {
    if (value === null) return { success: true, data: null };
    if (!isRecord(value) || !isRecord(value.session) || !isRecord(value.user)) return { success: false };
    const { session, user } = value;
    const ok =
      typeof session.id === "string" &&
      typeof session.expiresAt === "string" &&
      typeof user.id === "string" &&
      typeof user.email === "string" &&
      optionalText(user.name) &&
      optionalText(user.role);
    if (!ok) return { success: false };
    return {
      success: true,
      data: {
        session: { id: session.id as string, expiresAt: session.expiresAt as string },
        user: {
          id: user.id as string,
          email: user.email as string,
          name: user.name as string | null | undefined,
          role: user.role as string | null | undefined,
        },
      },
    };
  },
};

/** Better Auth answers `null` when signed out. A failed lookup counts as signed out, never as an error screen. */
export function sessionQuery() {
  return queryOptions({
    queryKey: ["auth", "session"],
    queryFn: async ({ signal }): Promise<Session | null> => {
      try {
        return await requestJson("/api/auth/get-session", SessionLightSchema, { signal });
      } catch {
        return null;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
}
