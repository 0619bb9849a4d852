import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { resultMonths, resultsHistory } from "../db/schema.ts";
import { type Storage, toObjectPath } from "./storage.ts";

/**
 * A bill file is stored before its row is inserted (docs/product.md#behaviour). An upload cut off between the two (the process
 * killed, the database gone) leaves a file no row points at, or a half-written temp file. Files younger than
 * this may belong to an upload still running on another instance, so they are left alone.
 */
export const ORPHAN_GRACE_MS = 15 * 60 * 1000;
const BATCH = 500;

/**
 * Every column that names a stored bill: an analysis's own invoice and each month added to it. A file any of them
 * points at is never an orphan, whatever its age.
 */
const BILL_REFERENCES = [
  { table: resultsHistory, column: resultsHistory.pdf_url },
  { table: resultMonths, column: resultMonths.pdf_url },
] as const;

async function referencedPaths(db: Db, paths: string[]): Promise<Set<string>> {
  const referenced = new Set<string>();
  for (const { table, column } of BILL_REFERENCES) {
    const rows = await db.select({ path: column }).from(table).where(inArray(column, paths));
    for (const row of rows) referenced.add(row.path);
  }
  return referenced;
}

/** Deletes bill files that no analysis or added month points at and that are older than the grace period; returns how many. */
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
    const referenced = await referencedPaths(db, paths);
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
