import { createHash, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimit } from "../db/schema.ts";

/** Failed sign-ins counted per account over this window (per-IP limits are Better Auth's own). */
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** The counter lives in Better Auth's rate_limit table (shared by every instance) under a key of its own. */
function keyFor(email: string): string {
  const digest = createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
  return `account-sign-in:${digest}`;
}

/**
 * Throttles password guessing spread over many addresses: after `maxFailures` failed sign-ins for one email
 * within 15 minutes, further attempts (even with the right password) are refused until the window has passed
 * since the last failure. A success clears the count. Unknown emails are counted the same way, so the answer
 * tells nothing about which accounts exist.
 */
export function createAccountThrottle(db: Db, maxFailures: number, now: () => number = Date.now) {
  return {
    async isBlocked(email: string): Promise<boolean> {
      const [row] = await db
        .select()
        .from(rateLimit)
        .where(eq(rateLimit.key, keyFor(email)));
      return Boolean(row && row.count >= maxFailures && now() - row.lastRequest < ACCOUNT_FAILURE_WINDOW_MS);
    },
    async recordFailure(email: string): Promise<void> {
      const at = now();
      const windowStart = at - ACCOUNT_FAILURE_WINDOW_MS;
      await db
        .insert(rateLimit)
        .values({ id: randomUUID(), key: keyFor(email), count: 1, lastRequest: at })
        .onConflictDoUpdate({
          target: rateLimit.key,
          set: {
            count: sql`case when ${rateLimit.lastRequest} < ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
            lastRequest: at,
          },
        });
    },
    async clear(email: string): Promise<void> {
      await db.delete(rateLimit).where(eq(rateLimit.key, keyFor(email)));
    },
  };
}

export type AccountThrottle = ReturnType<typeof createAccountThrottle>;
