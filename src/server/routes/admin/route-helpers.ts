import { z } from "zod";
import { MSG_NOT_FOUND } from "#shared/messages/general.ts";
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
