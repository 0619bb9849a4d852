import path from "node:path";
import { z } from "zod";
import { purgeExpired, summarizeCounts } from "../retention/purge.ts";
import { defineJob, type ScheduledJob } from "./job.ts";

/**
 * Deletes what the retention period says must go (analyses and their files, messages, bookings, webhook
 * deliveries, kept mails, orphan bills). Run on a timetable by one instance at a time; a failed run is retried.
 */
export const retentionPurgeJob = defineJob({
  name: "retention.purge",
  schema: z.object({}).loose(),
  retry: { limit: 3 },
  async handler(_payload, { database, storage, config, log }) {
    const report = await purgeExpired({
      database,
      storage,
      retentionDays: config.retention.days,
      // Mails kept as files (no SMTP) carry visitors' data too; orphan bills are swept on every run.
      outboxDir: config.mail.smtpUrl ? null : path.join(config.dataDir, "outbox"),
      orphanGraceMs: config.orphanGraceSeconds * 1000,
    });
    if (report.skipped) log.info({}, "retention purge skipped: another instance is running it");
    else
      log.info(
        { cutoff: report.cutoff.toISOString(), ...summarizeCounts(report.counts), ms: report.durationMs },
        "retention purge done",
      );
  },
});

/** RETENTION_INTERVAL_MINUTES as a cron timetable (UTC): every N minutes below an hour, else every N/60 hours. */
export function retentionCron(intervalMinutes: number): string {
  if (intervalMinutes < 60) return `*/${intervalMinutes} * * * *`;
  const hours = Math.max(1, Math.round(intervalMinutes / 60));
  return hours >= 24 ? "0 0 * * *" : `0 */${hours} * * *`;
}

/** The purge's timetable, or none when RETENTION_INTERVAL_MINUTES is 0 (run by hand with `npm run retention`). */
export function retentionSchedule(intervalMinutes: number): ScheduledJob[] {
  if (intervalMinutes <= 0) return [];
  return [{ job: retentionPurgeJob, cron: retentionCron(intervalMinutes), runAtStart: true }];
}
