import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { buildApp } from "#server/app.ts";
import { type Config, loadConfig } from "#server/config.ts";
import { seedDatabase } from "#server/db/seed.ts";
import type { Lifecycle } from "#server/http/lifecycle.ts";
import { assembleServices, type Services } from "#server/services.ts";
import { openTestDatabase } from "./test-db.ts";

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  services: Services;
  dataDir: string;
  close(): Promise<void>;
}

/** A full app (real database, real files in a temp DATA_DIR) for one test file. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    seed?: boolean;
    clientDir?: string;
    beforeReady?: (app: FastifyInstance) => void;
    /** A pinned clock for the booking window. */
    now?: () => Date;
    /** Receives the app's log lines (set LOG_LEVEL in env to see them). */
    logLines?: string[];
    /** The draining flag main.ts sets on SIGTERM. */
    lifecycle?: Lifecycle;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cbc-test-"));
  // The duplicate check (same file, email and provider within minutes) is off unless a test turns it on: most
  // upload the same fixture again and again.
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    PDF_WORKERS: "1",
    DUPLICATE_WINDOW_MINUTES: "0",
    // The tests share a loaded machine: an ordinary invoice must not reach the production time limit.
    PDF_TIMEOUT_MS: "10000",
    // A test file uploads many invoices from one address; the reader budget is tested where it is set.
    READER_SECONDS_PER_CLIENT: "100000",
    // The purge's run at start would race a test's own purge (one of the two skips on the advisory lock) and
    // delete the back-dated rows a test inserts; tests that want the timetable set it.
    RETENTION_INTERVAL_MINUTES: "0",
    ...env,
  });
  const database = await openTestDatabase();
  if (options.seed !== false) await seedDatabase(database.db);
  const services = await assembleServices(config, database);
  const lines = options.logLines;
  const app = await buildApp(config, services, {
    clientDir: options.clientDir ?? null,
    ...(options.now ? { now: options.now } : {}),
    ...(options.lifecycle ? { lifecycle: options.lifecycle } : {}),
    ...(lines ? { logStream: { stream: { write: (line: string) => void lines.push(line) } } } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    services,
    dataDir,
    async close() {
      await app.close();
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function expectError(res: LightMyRequestResponse, status: number, message: string | RegExp): void {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { error?: unknown };
  expect(Object.keys(body)).toEqual(["error"]);
  if (typeof message === "string") expect(body.error).toBe(message);
  else expect(String(body.error)).toMatch(message);
}
