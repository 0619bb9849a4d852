import { createLazyPdfTextPool } from "./analysis/lazy-pdf-pool.ts";
import { createReaderUsage, type ReaderUsageLedger } from "./analysis/reader-usage.ts";
import { type AuthLoader, createAuthLoader } from "./auth/auth-loader.ts";
import { type BackgroundTasks, createBackgroundTasks } from "./auth/background-tasks.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { seedDatabase } from "./db/seed.ts";
import type { PdfTextPool } from "./extraction/pdf/pdf-text.ts";
import { ALL_JOBS } from "./jobs/all-jobs.ts";
import type { JobLog } from "./jobs/job.ts";
import { type Jobs, openJobs } from "./jobs/jobs.ts";
import { retentionSchedule } from "./jobs/retention-job.ts";
import { currentRequestLog } from "./logging/request-context.ts";
import { createMailer, type Mailer, type MailLog } from "./mail/mailer.ts";
import { createMetrics, type Metrics } from "./metrics/metrics.ts";
import { registerPdfPoolMetrics } from "./metrics/pdf-pool-metrics.ts";
import { createStorage } from "./storage/create-storage.ts";
import type { Storage } from "./storage/storage.ts";

/** Everything the app talks to outside its own process, opened once and closed on shutdown. */
export interface Services {
  database: Database;
  storage: Storage;
  pdfPool: PdfTextPool;
  /** The PDF reader time each client's files used recently. */
  readerUsage: ReaderUsageLedger;
  mailer: Mailer;
  auth: AuthLoader;
  metrics: Metrics;
  /** Better Auth's writes after answering; shutdown waits for them. */
  backgroundTasks: BackgroundTasks;
  /** The background-work queue (mail, lead events, retention); its workers start with the server. */
  jobs: Jobs;
  close(): Promise<void>;
}

/** Opens the configured database, migrates and seeds it, then assembles the other services. */
export async function openServices(config: Config): Promise<Services> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, { demo: config.seedDemo });
    return await assembleServices(config, database);
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Builds the services around an open, migrated database (tests pass their own). */
export async function assembleServices(config: Config, database: Database): Promise<Services> {
  const storage = createStorage(config);
  const metrics = createMetrics();
  // Reader time per client: the pool charges it, the upload gate holds back a client past its budget.
  const readerUsage = createReaderUsage(config.readerBudget);
  const pdfPool = createLazyPdfTextPool({
    timeoutMs: { page: config.pdfTimeoutMs, invoice: config.pdfTimeoutMs },
    usage: readerUsage,
    maxRssMb: config.pdfReaderMaxRssMb,
    ...(config.pdfWorkers > 0 ? { size: config.pdfWorkers } : {}),
  });
  registerPdfPoolMetrics(pdfPool, metrics.registry);
  // Inside a request, through its logger (the line carries the request id); otherwise plain stdout.
  const log: MailLog =
    config.logLevel === "silent"
      ? () => undefined
      : (line) => {
          const requestLog = currentRequestLog();
          if (requestLog) requestLog.info(line);
          else console.info(line);
        };
  const mailer = createMailer(config, log);
  const jobs = await openJobs({
    database,
    definitions: ALL_JOBS,
    schedules: retentionSchedule(config.retention.intervalMinutes),
    settings: config.jobs,
    log: jobLog(config),
  });
  const backgroundTasks = createBackgroundTasks();
  const auth = createAuthLoader({ config, db: database.db, jobs, log, backgroundTasks });
  return {
    database,
    storage,
    pdfPool,
    readerUsage,
    mailer,
    auth,
    metrics,
    backgroundTasks,
    jobs,
    async close() {
      await backgroundTasks.drain();
      await jobs.stop();
      mailer.close();
      await pdfPool.close();
      await database.close();
    },
  };
}

const VERBOSE = new Set(["info", "debug", "trace"]);

/** The queue's own lines: JSON on stdout like the server's own, silent when logging is off. */
function jobLog(config: Config): JobLog {
  const write = (level: string) => (obj: object, msg: string) => {
    if (config.logLevel === "silent" || (level === "info" && !VERBOSE.has(config.logLevel))) return;
    const line = JSON.stringify({ level, time: Date.now(), component: "jobs", ...serializable(obj), msg });
    if (level === "info") console.info(line);
    else console.warn(line);
  };
  return { info: write("info"), warn: write("warn"), error: write("error") };
}

function serializable(obj: object): object {
  const err = (obj as { err?: unknown }).err;
  return err instanceof Error ? { ...obj, err: { message: err.message, name: err.name } } : obj;
}
