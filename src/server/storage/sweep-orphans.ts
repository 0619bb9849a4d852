import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { resultsHistory } from "../db/schema.ts";
import { type Storage, toObjectPath } from "./storage.ts";

/**
 * A bill file is stored before its row is inserted (docs/product.md#behaviour). An upload cut off between the two (the process
 * killed, the database gone) leaves a file no row points at, or a half-written temp file. Files younger than
 * this may belong to an upload still running on another instance, so they are left alone.
 */
export const ORPHAN_GRACE_MS = 15 * 60 * 1000;
const BATCH = 500;

/** Deletes bill files that no analysis points at and that are older than the grace period; returns how many. */
export async function sweepOrphanBills(
  db: Db,
  storage: Storage,
  options: { graceMs?: number; now?: number } = {},
): Promise<number> {
  const cutoff = (options.now ?? Date.now()) - (options.graceMs ?? ORPHAN_GRACE_MS);
  let batch: string[] = [];
  let removed = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const paths = batch.map((name) => toObjectPath("bills", name));
    const rows = await db
      .select({ pdf_url: resultsHistory.pdf_url })
      .from(resultsHistory)
      .where(inArray(resultsHistory.pdf_url, paths));
    const referenced = new Set(rows.map((row) => row.pdf_url));
    for (const name of batch) {
      if (referenced.has(toObjectPath("bills", name))) continue;
      await storage.delete("bills", name);
      removed++;
    }
    batch = [];
  };
  for await (const object of storage.list("bills")) {
    if (object.lastModified.getTime() > cutoff) continue;
    batch.push(object.name);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return removed;
}
