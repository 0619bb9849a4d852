import { sql } from "drizzle-orm";
import { fromDrizzle, PgBoss } from "pg-boss";
import type { z } from "zod";
import type { Database, Db } from "../db/client.ts";
import { bossDatabase } from "./boss-database.ts";
import type { JobContext, JobDefinition, JobLog, ScheduledJob } from "./job.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Queues a job inside the caller's transaction. */
export type QueueJob = <S extends z.ZodType>(job: JobDefinition<S>, payload: z.input<S>) => Promise<void>;

export interface JobSettings {
  /** How often an idle worker looks for jobs queued by another instance (a job queued here wakes it at once). */
  pollSeconds: number;
  /** The first retry's delay; each next one doubles, up to the maximum. */
  retryDelaySeconds: number;
  retryMaxDelaySeconds: number;
}

export interface FailedJob {
  id: string;
  name: string;
  data: unknown;
  error: string | null;
  attempts: number;
  created_at: Date;
  failed_at: Date | null;
}

export interface Jobs {
  /** Queues a job on its own (not tied to any row being written). */
  enqueue<S extends z.ZodType>(job: JobDefinition<S>, payload: z.input<S>, options?: RunWait): Promise<void>;
  /**
   * Runs `fn` in one transaction: the jobs it queues are written with its rows (transactional outbox), so a crash
   * loses both or neither. Once it commits, workers here start them at once and the call waits (up to
   * `waitMs`) for their first run: a request answers after its mails went out, as a visitor expects, while a
   * failed run is left to the retries.
   */
  transaction<T>(fn: (tx: Tx, queue: QueueJob) => Promise<T>, options?: RunWait): Promise<T>;
  /** Starts the workers and the timetables (with the server). */
  start(context: Omit<JobContext, "jobs">): Promise<void>;
  /** Stops taking jobs, lets running ones finish within `graceMs`, closes the queue. */
  stop(graceMs?: number): Promise<void>;
  /** Jobs whose retries are used up, newest first (only the kinds staff see). */
  listFailed(limit?: number): Promise<FailedJob[]>;
  /** Runs a failed job again, with a fresh retry schedule. */
  retry(id: string): Promise<boolean>;
}

export type RunWait = { waitMs?: number };

const SCHEMA = "pgboss";
/** How long a request waits for the first run of the jobs it queued (they go on running if it takes longer). */
const FIRST_RUN_WAIT_MS = 10_000;
const WORKERS_PER_JOB = 3;

/**
 * The one background-work mechanism (pg-boss, on PGlite or PostgreSQL): opens the queue, creating its tables
 * and one queue per job with retries and backoff. Work starts with `start` (server ready) and ends with `stop`.
 */
export async function openJobs(options: {
  database: Database;
  definitions: readonly JobDefinition[];
  schedules?: readonly ScheduledJob[];
  settings: JobSettings;
  /** Where the queue's own errors go (a job's lines go to the logger given to `start`). */
  log: JobLog;
}): Promise<Jobs> {
  const { database, settings, log } = options;
  const definitions = new Map(options.definitions.map((d) => [d.name, d]));
  const boss = new PgBoss({
    db: bossDatabase(database),
    ...(database.kind === "pglite" ? { backend: "pglite" as const } : {}),
    schema: SCHEMA,
    schedule: (options.schedules?.length ?? 0) > 0,
    // Tables and indexes are small here: no stats snapshots or index rebuilds.
    reindex: false,
    monitorVacuum: false,
  });
  boss.on("error", (error: unknown) => log.warn({ err: error }, "job queue error"));
  await boss.start();
  for (const definition of definitions.values()) {
    const queue = {
      retryLimit: definition.retry.limit,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: settings.retryMaxDelaySeconds,
      // A run that hangs (an SMTP server that never answers) is given up and retried.
      expireInSeconds: 300,
      // Finished jobs (a mail's text, a lead's id) are not kept: a day for support, well within retention.
      deleteAfterSeconds: 86_400,
    };
    await boss.createQueue(definition.name, queue);
    await boss.updateQueue(definition.name, queue);
  }
  const workerIds = new Map<string, string[]>();
  // Callers waiting for the first run of a job they queued, by job id.
  const firstRuns = new Map<string, () => void>();
  let started = false;

  const check = <S extends z.ZodType>(job: JobDefinition<S>, payload: z.input<S>) => {
    if (!definitions.has(job.name)) throw new Error(`Unknown job ${job.name}`);
    return job.schema.parse(payload) as object;
  };
  const wake = (names: Iterable<string>) => {
    for (const name of new Set(names)) for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  };
  const expectRun = (id: string | null) =>
    id ? new Promise<void>((resolve) => firstRuns.set(id, resolve)) : Promise.resolve();
  const awaitRuns = async (ids: readonly string[], runs: Promise<void>[], waitMs: number) => {
    if (!started || waitMs <= 0 || runs.length === 0) {
      for (const id of ids) firstRuns.delete(id);
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    await Promise.race([Promise.all(runs), timeout]);
    clearTimeout(timer);
    for (const id of ids) firstRuns.delete(id);
  };

  const jobs: Jobs = {
    async enqueue(job, payload, options) {
      const id = await boss.send(job.name, check(job, payload));
      const run = expectRun(id);
      wake([job.name]);
      await awaitRuns(id ? [id] : [], [run], options?.waitMs ?? FIRST_RUN_WAIT_MS);
    },
    async transaction(fn, options) {
      const names: string[] = [];
      const ids: string[] = [];
      const runs: Promise<void>[] = [];
      let value: Awaited<ReturnType<typeof fn>>;
      try {
        value = await database.db.transaction(async (tx) =>
          fn(tx, async (job, payload) => {
            const id = await boss.send(job.name, check(job, payload), { db: fromDrizzle(tx, sql) });
            names.push(job.name);
            if (id) {
              ids.push(id);
              runs.push(expectRun(id));
            }
          }),
        );
      } catch (error) {
        for (const id of ids) firstRuns.delete(id);
        throw error;
      }
      wake(names);
      await awaitRuns(ids, runs, options?.waitMs ?? FIRST_RUN_WAIT_MS);
      return value;
    },
    async start(services) {
      if (started) return;
      started = true;
      const context: JobContext = { ...services, jobs };
      for (const definition of definitions.values()) {
        const run = async ([job]: { id: string; data: unknown }[]) => {
          if (!job) return;
          try {
            await definition.handler(definition.schema.parse(job.data), context);
          } finally {
            firstRuns.get(job.id)?.();
          }
        };
        // Separate workers (not one with a local concurrency) so each can be woken: a request's two mails
        // start together, and one slow run never holds up the next.
        const ids: string[] = [];
        for (let i = 0; i < WORKERS_PER_JOB; i++)
          ids.push(await boss.work(definition.name, { pollingIntervalSeconds: settings.pollSeconds }, run));
        workerIds.set(definition.name, ids);
      }
      for (const scheduled of options.schedules ?? []) {
        await boss.schedule(scheduled.job.name, scheduled.cron, {}, { tz: "UTC" });
        // Each instance queues one run as it starts (the job's own lock keeps two runs from overlapping).
        if (scheduled.runAtStart) await boss.send(scheduled.job.name, {});
      }
      wake(definitions.keys());
    },
    async stop(graceMs = 5_000) {
      await boss.stop({ graceful: true, timeout: Math.max(graceMs, 1_000), close: false });
    },
    async listFailed(limit = 100) {
      const names = [...definitions.values()].filter((d) => d.staffVisible).map((d) => d.name);
      if (names.length === 0) return [];
      const result = await database.db.execute(sql`
        select id, name, data, output, retry_count, created_on, completed_on
        from ${sql.identifier(SCHEMA)}.job
        where state = 'failed' and name in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})
        order by created_on desc
        limit ${limit}`);
      type Row = {
        id: string;
        name: string;
        data: unknown;
        output: { message?: string } | null;
        retry_count: number;
        created_on: string | Date;
        completed_on: string | Date | null;
      };
      return (result as unknown as { rows: Row[] }).rows.map((r) => ({
        id: r.id,
        name: r.name,
        data: r.data,
        error: r.output?.message ?? null,
        attempts: Number(r.retry_count) + 1,
        created_at: new Date(r.created_on),
        failed_at: r.completed_on ? new Date(r.completed_on) : null,
      }));
    },
    async retry(id) {
      const failed = (await jobs.listFailed(1000)).find((j) => j.id === id);
      if (!failed) return false;
      await boss.retry(failed.name, id);
      wake([failed.name]);
      return true;
    },
  };
  return jobs;
}
