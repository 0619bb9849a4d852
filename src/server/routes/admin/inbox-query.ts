import { ilike, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { ADMIN_INBOX_PAGE_SIZE, MAX_ADMIN_RESULTS_PAGE_SIZE, MAX_PAGE_NUMBER } from "#shared/limits.ts";
import { MSG_BAD_PAGE, MSG_BAD_PAGE_SIZE } from "#shared/messages/general.ts";

const wholeNumber = (message: string, max: number) =>
  z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message));

/** ?q=&page=&page_size= as the Messages and Bookings pages send them. */
export const InboxPageQuerySchema = z.object({
  q: z.string().trim().max(200).optional().default(""),
  page: wholeNumber(MSG_BAD_PAGE, MAX_PAGE_NUMBER).default(1),
  page_size: wholeNumber(MSG_BAD_PAGE_SIZE, MAX_ADMIN_RESULTS_PAGE_SIZE).default(ADMIN_INBOX_PAGE_SIZE),
});

/** Case-insensitive match on any of the columns; LIKE wildcards in the search text are taken literally. */
export function matchAny(q: string, columns: readonly PgColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
