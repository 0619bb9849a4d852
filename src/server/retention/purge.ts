import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database, Db } from "../db/client.ts";
import { bookings, contactMessages, resultsHistory } from "../db/schema.ts";
import { deleteMonthFiles, deleteStoredObject } from "../results/delete-result.ts";
import { sweepExpiredReviews } from "../review/pending-review.ts";
import type { Storage } from "../storage/storage.ts";
import { ORPHAN_GRACE_MS, sweepOrphanBills } from "../storage/sweep-orphans.ts";
import { cancelDeliveriesAbout, purgeDeliveriesBefore } from "../webhooks/queue.ts";
import { withAdvisoryLock } from "./advisory-lock.ts";

export const RETENTION_LOCK_KEY = 724_311_002;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 100;

export interface PurgeContext {
  db: Db;
  storage: Storage;
  /** Records created before this instant go, unless staff marked them to keep. */
  cutoff: Date;
}

export interface PurgedCount {
  rows: number;
  /** Files removed with the rows (for records that have files). */
  files?: number;
}

/**
 * One kind of stored record the privacy page promises to delete. A table that joins the promise (contact
 * messages, bookings) adds a target here: rows older than the cutoff with `keep = false` go, files first.
 */
export interface RetentionTarget {
  name: string;
  purge(context: PurgeContext): Promise<PurgedCount>;
}

/**
 * Analyses and their PDFs, in batches. Each batch locks its rows (a staff "keep" or a visitor's delete waits),
 * removes the files, then the rows, in one transaction: a store failure rolls the batch back whole.
 */
export const analysesTarget: RetentionTarget = {
  name: "analyses",
  async purge({ db, storage, cutoff }) {
    const total = { rows: 0, files: 0 };
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: resultsHistory.id, pdf_url: resultsHistory.pdf_url })
          .from(resultsHistory)
          .where(and(lt(resultsHistory.created_at, cutoff), eq(resultsHistory.keep, false)))
          .orderBy(asc(resultsHistory.created_at))
          .limit(BATCH_SIZE)
          .for("update", { skipLocked: true });
        if (rows.length === 0) return 0;
        const ids = rows.map((row) => row.id);
        await deleteMonthFiles(tx, storage, ids);
        await Promise.all(rows.map((row) => deleteStoredObject(storage, row.pdf_url)));
        await tx.delete(resultsHistory).where(inArray(resultsHistory.id, ids));
        await cancelDeliveriesAbout(tx, ids);
        return rows.length;
      });
      total.rows += batch;
      total.files += batch;
      if (batch < BATCH_SIZE) return total;
    }
  },
};

/** Contact-form messages (no files): gone once older than the period, unless kept. */
export const contactMessagesTarget: RetentionTarget = {
  name: "contact_messages",
  async purge({ db, cutoff }) {
    const rows = await db
      .delete(contactMessages)
      .where(and(lt(contactMessages.created_at, cutoff), eq(contactMessages.keep, false)))
      .returning({ id: contactMessages.id });
    return { rows: rows.length };
  },
};

/**
 * Call bookings (no files): the period runs from the later of the booking and the call itself, so a call booked
 * weeks ahead is never deleted before it happens.
 */
export const bookingsTarget: RetentionTarget = {
  name: "bookings",
  async purge({ db, cutoff }) {
    const rows = await db
      .delete(bookings)
      .where(
        and(
          sql`greatest(${bookings.created_at}, ${bookings.slot_end}) < ${cutoff.toISOString()}`,
          eq(bookings.keep, false),
        ),
      )
      .returning({ id: bookings.id });
    return { rows: rows.length };
  },
};

/** Webhook deliveries (their record; bodies are never stored): gone once older than the period, sent or not. */
export const webhookDeliveriesTarget: RetentionTarget = {
  name: "webhook_deliveries",
  async purge({ db, cutoff }) {
    return { rows: await purgeDeliveriesBefore(db, cutoff) };
  },
};

/** What the purge deletes (the privacy page, section 5, lists the same). */
export const RETENTION_TARGETS: readonly RetentionTarget[] = [
  analysesTarget,
  contactMessagesTarget,
  bookingsTarget,
  webhookDeliveriesTarget,
];

/**
 * Mails kept as .eml files when no SMTP server is configured (DATA_DIR/outbox): they carry visitors' names,
 * emails and figures, so they go with the rows once older than the period. Other files there are left alone.
 */
export function outboxTarget(dir: string): RetentionTarget {
  return {
    name: "outbox_mails",
    async purge({ cutoff }) {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return { rows: 0 };
        throw error;
      }
      let removed = 0;
      for (const name of names) {
        if (!name.endsWith(".eml") && !name.endsWith(".eml.tmp")) continue;
        const file = path.join(dir, name);
        const info = await stat(file).catch(() => null);
        if (!info?.isFile() || info.mtime >= cutoff) continue;
        await unlink(file).catch(() => undefined);
        removed++;
      }
      return { rows: removed };
    },
  };
}

/** Bill files no analysis or added month points at (an upload cut off between storing and saving), on every run, not only at start. */
export function orphanBillsTarget(graceMs: number = ORPHAN_GRACE_MS): RetentionTarget {
  return {
    name: "orphan_bills",
    async purge({ db, storage }) {
      const reviews = await sweepExpiredReviews(storage);
      return { rows: 0, files: (await sweepOrphanBills(db, storage, { graceMs })) + reviews };
    },
  };
}

export interface PurgeOptions {
  database: Database;
  storage: Storage;
  retentionDays: number;
  now?: Date;
  targets?: readonly RetentionTarget[];
  /** DATA_DIR/outbox, when mails are kept as files (no SMTP). */
  outboxDir?: string | null;
  /** Orphan bill files younger than this are left alone (an upload on another instance may own them). */
  orphanGraceMs?: number;
}

export type PurgeReport =
  | { skipped: true }
  | { skipped: false; cutoff: Date; counts: Record<string, PurgedCount>; durationMs: number };

/**
 * Deletes everything older than the retention period that staff did not mark to keep. Several instances may call
 * this at once: a PostgreSQL advisory lock lets one run and the others skip (`{skipped: true}`).
 */
export async function purgeExpired(options: PurgeOptions): Promise<PurgeReport> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - options.retentionDays * DAY_MS);
  const run = await withAdvisoryLock(options.database, RETENTION_LOCK_KEY, async () => {
    const counts: Record<string, PurgedCount> = {};
    const targets = [
      ...(options.targets ?? RETENTION_TARGETS),
      ...(options.targets ? [] : [orphanBillsTarget(options.orphanGraceMs)]),
      ...(options.outboxDir && !options.targets ? [outboxTarget(options.outboxDir)] : []),
    ];
    for (const target of targets) {
      counts[target.name] = await target.purge({ db: options.database.db, storage: options.storage, cutoff });
    }
    return counts;
  });
  if (!run.acquired) return { skipped: true };
  return { skipped: false, cutoff, counts: run.value, durationMs: Date.now() - started };
}

/** One log-friendly object: `{analyses: 3, analyses_files: 3, ...}`. */
export function summarizeCounts(counts: Record<string, PurgedCount>): Record<string, number> {
  const summary: Record<string, number> = {};
  for (const [name, count] of Object.entries(counts)) {
    summary[name] = count.rows;
    if (count.files !== undefined) summary[`${name}_files`] = count.files;
  }
  return summary;
}
