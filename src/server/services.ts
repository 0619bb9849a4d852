import { createLazyPdfTextPool } from "./analysis/lazy-pdf-pool.ts";
import { createReaderUsage, type ReaderUsageLedger } from "./analysis/reader-usage.ts";
import { type AuthLoader, createAuthLoader } from "./auth/auth-loader.ts";
import { type BackgroundTasks, createBackgroundTasks } from "./auth/background-tasks.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { seedDatabase } from "./db/seed.ts";
import type { PdfTextPool } from "./extraction/pdf/pdf-text.ts";
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
  /** Work done after answering (mails); shutdown waits for it. */
  backgroundTasks: BackgroundTasks;
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
  const backgroundTasks = createBackgroundTasks();
  const auth = createAuthLoader({ config, db: database.db, mailer, log, backgroundTasks });
  return {
    database,
    storage,
    pdfPool,
    readerUsage,
    mailer,
    auth,
    metrics,
    backgroundTasks,
    async close() {
      await backgroundTasks.drain();
      mailer.close();
      await pdfPool.close();
      await database.close();
    },
  };
}
