import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#server/db/client.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { resultsHistory } from "#server/db/schema.ts";
import { RETENTION_LOCK_KEY } from "#server/retention/purge.ts";

const run = promisify(execFile);
const TSX = path.resolve("node_modules/.bin/tsx");
const SERVER_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DAY_MS = 24 * 60 * 60 * 1000;

async function purgeCli(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(TSX, ["src/cli/retention-purge.ts"], {
      env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "silent", ...env },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

async function addOldAnalysis(database: Database, pdfUrl: string): Promise<void> {
  await database.db.insert(resultsHistory).values({
    name: "Old",
    email: "old@example.com",
    pdf_url: pdfUrl,
    extracted_data: { currency: "USD" },
    created_at: new Date(Date.now() - 40 * DAY_MS),
  });
}

describe("npm run -s retention:purge on the embedded database", { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "cbc-purge-cli-"));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("deletes the expired analysis and its file, and prints the counts", async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      await migrateDatabase(database);
      await addOldAnalysis(database, "bills/1700000000000-old.pdf");
    } finally {
      await database.close();
    }
    const file = path.join(dataDir, "storage", "bills", "1700000000000-old.pdf");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, "%PDF-1.7\n%%EOF\n");

    const res = await purgeCli({ DATA_DIR: dataDir });
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(
      /^Retention purge: deleted analyses=1 analyses_files=1 contact_messages=0 bookings=0 webhook_deliveries=0 orphan_bills=0 orphan_bills_files=\d+ outbox_mails=0 \(created before .+, retention 30 days\)/,
    );
    expect(existsSync(file)).toBe(false);
  });

  it("refuses while another process (the server) has the database open", async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const res = await purgeCli({ DATA_DIR: dataDir });
      expect(res.code).toBe(1);
      expect(res.stderr).toMatch(/^Refused: The embedded database .* is in use by another process/);
      expect(res.stderr).toContain("The running server purges on its own");
    } finally {
      await database.close();
    }
  });
});

describe("npm run -s retention:purge on PostgreSQL", { timeout: 120_000 }, () => {
  const name = `cbc_purge_${randomUUID().replaceAll("-", "")}`;
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
    try {
      await migrateDatabase(database);
      await addOldAnalysis(database, "bills/1700000000000-gone.pdf");
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("does nothing while another instance holds the purge lock, then runs once it is free", async () => {
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "cbc-purge-cli-"));
    try {
      await holder.query("select pg_advisory_lock($1)", [RETENTION_LOCK_KEY]);
      const busy = await purgeCli({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
      expect(busy.code, busy.stderr).toBe(0);
      expect(busy.stdout).toBe("Another instance is running the retention purge right now; nothing done.\n");
      const { rows } = await holder.query("select count(*)::int as n from results_history");
      expect(rows[0]?.n).toBe(1);

      await holder.query("select pg_advisory_unlock($1)", [RETENTION_LOCK_KEY]);
      const free = await purgeCli({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
      expect(free.code, free.stderr).toBe(0);
      expect(free.stdout).toMatch(/^Retention purge: deleted analyses=1 /);
    } finally {
      await holder.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
