import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { resultMonths, resultsHistory } from "../db/schema.ts";
import { parseObjectPath, type Storage } from "../storage/storage.ts";
import { cancelDeliveriesAbout } from "../webhooks/queue.ts";

/** Removes a stored object named by its `bucket/name` path; an unparseable or missing one is already gone. */
export async function deleteStoredObject(storage: Storage, objectPath: string): Promise<void> {
  const location = parseObjectPath(objectPath);
  if (location) await storage.delete(location.bucket, location.name);
}

/** Removes the stored PDFs of the months added to these results (their rows go with the results: cascade). */
export async function deleteMonthFiles(
  db: Pick<Db, "select">,
  storage: Storage,
  resultIds: string[],
): Promise<number> {
  if (resultIds.length === 0) return 0;
  const rows = await db
    .select({ pdf_url: resultMonths.pdf_url })
    .from(resultMonths)
    .where(inArray(resultMonths.result_id, resultIds));
  await Promise.all(rows.map((row) => deleteStoredObject(storage, row.pdf_url)));
  return rows.length;
}

/**
 * Deletes one analysis and its PDF together: the row is locked, the file removed, then the row. If the store
 * fails, the transaction rolls back and the analysis stays whole (its link keeps working, a retry can finish);
 * if the commit fails after the file went, the row points to a missing file and the next delete or purge ends it.
 * Returns false when there was no such analysis.
 */
export async function deleteResult(db: Db, storage: Storage, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ pdf_url: resultsHistory.pdf_url })
      .from(resultsHistory)
      .where(eq(resultsHistory.id, id))
      .for("update");
    if (!row) return false;
    await deleteMonthFiles(tx, storage, [id]);
    await deleteStoredObject(storage, row.pdf_url);
    await tx.delete(resultsHistory).where(eq(resultsHistory.id, id));
    // Webhook deliveries about it are cancelled (their bodies would be built from a row that is gone).
    await cancelDeliveriesAbout(tx, [id]);
    return true;
  });
}
