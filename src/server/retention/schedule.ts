import type { Database } from "../db/client.ts";
import type { Storage } from "../storage/storage.ts";
import { purgeExpired, summarizeCounts } from "./purge.ts";

export interface RetentionLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RetentionSchedule {
  /** Stops the timer and waits for a purge in progress. */
  stop(): Promise<void>;
}

export interface RetentionScheduleOptions {
  database: Database;
  storage: Storage;
  retentionDays: number;
  intervalMs: number;
  outboxDir?: string | null;
  orphanGraceMs?: number;
  log: RetentionLog;
}

/** Runs the purge once now and then every interval; several instances may all do this (the lock decides). */
export function startRetentionSchedule(options: RetentionScheduleOptions): RetentionSchedule {
  let running: Promise<void> | null = null;
  let stopped = false;
  const runOnce = async () => {
    try {
      const report = await purgeExpired(options);
      if (report.skipped) options.log.info({}, "retention purge skipped: another instance is running it");
      else {
        options.log.info(
          { cutoff: report.cutoff.toISOString(), ...summarizeCounts(report.counts), ms: report.durationMs },
          "retention purge done",
        );
      }
    } catch (error) {
      options.log.error({ err: error }, "retention purge failed; the next run will try again");
    }
  };
  const tick = () => {
    if (stopped || running) return;
    running = runOnce().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
