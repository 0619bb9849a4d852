import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { resultsHistory } from "../db/schema.ts";

/**
 * The result of the same file (SHA-256) sent with the same email and provider within
 * `windowMs`, or null. A second click on the form (which keeps its values) then shows that result instead of
 * saving a duplicate lead.
 */
export async function findRecentDuplicate(
  db: Db,
  key: { fileSha256: string; email: string; cloudProviderId: string },
  windowMs: number,
): Promise<string | null> {
  if (windowMs <= 0) return null;
  const [row] = await db
    .select({ id: resultsHistory.id })
    .from(resultsHistory)
    .where(
      and(
        eq(resultsHistory.file_sha256, key.fileSha256),
        sql`lower(${resultsHistory.email}) = ${key.email.trim().toLowerCase()}`,
        eq(resultsHistory.chosen_provider_id, key.cloudProviderId),
        gt(resultsHistory.created_at, new Date(Date.now() - windowMs)),
      ),
    )
    .orderBy(desc(resultsHistory.created_at))
    .limit(1);
  return row?.id ?? null;
}
