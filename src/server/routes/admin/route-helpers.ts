import { z } from "zod";
import { MSG_NOT_FOUND } from "#shared/messages.ts";
import { HttpError } from "../../http/http-error.ts";
import { isUuid } from "../../http/uuid.ts";

export const IdParamsSchema = z.object({ id: z.string() });

/** A malformed id cannot name a row: answer 404 like a missing one (never a database error). */
export function requireUuid(id: string): string {
  if (!isUuid(id)) throw new HttpError(404, MSG_NOT_FOUND);
  return id;
}

export function notFound(): HttpError {
  return new HttpError(404, MSG_NOT_FOUND);
}

/** PostgreSQL unique_violation, through drizzle's wrapper on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
