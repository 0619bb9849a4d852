import type { z } from "zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { Storage } from "../storage/storage.ts";
import type { Jobs } from "./jobs.ts";

export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What a handler may use: the process's services, and the queue to start more work. */
export interface JobContext {
  database: Database;
  storage: Storage;
  mailer: Mailer;
  config: Config;
  jobs: Jobs;
  log: JobLog;
}

/** How often a failed run is tried again; after the last one the job is kept as failed (dead letter). */
export interface RetryPolicy {
  /** Tries after the first one. */
  limit: number;
}

/** A job: a name, the schema its payload must match, and what runs it. */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  schema: S;
  retry: RetryPolicy;
  /** Shown to staff when a run has failed for good (mail and webhooks are listed in the admin). */
  staffVisible?: boolean;
  handler(payload: z.output<S>, context: JobContext): Promise<void>;
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

/** A job run on a timetable (cron syntax, UTC), once per period across every instance. */
export interface ScheduledJob {
  job: JobDefinition;
  cron: string;
  /** Also run once when the server starts. */
  runAtStart?: boolean;
}
