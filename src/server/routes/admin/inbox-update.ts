import { type SQL, sql } from "drizzle-orm";
import type { InboxItemUpdate } from "#shared/schemas/admin-inbox.ts";

/**
 * The columns a PATCH on a message or a booking sets: only those the body names, so marking one leaves the other
 * as it is. Handled is stamped with the database's clock, as every other time the inbox shows.
 */
export function inboxItemChanges({ handled, keep }: InboxItemUpdate): {
  handled_at?: SQL | null;
  keep?: boolean;
} {
  return {
    ...(handled === undefined ? {} : { handled_at: handled ? sql`now()` : null }),
    ...(keep === undefined ? {} : { keep }),
  };
}
