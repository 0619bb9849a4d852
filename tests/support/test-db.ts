import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { type Database, openDatabase } from "#server/db/client.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { PGLITE_TEMPLATE_FILE } from "./global-setup.ts";

export const isPostgresRun = () => process.env.TEST_DB_TARGET === "postgres";

/**
 * A migrated, empty database for one test file: an in-memory PGlite loaded from the template, or (in the
 * api-postgres project) a throwaway database on the real server at TEST_DATABASE_URL, dropped on close.
 */
export async function openTestDatabase(): Promise<Database> {
  if (!isPostgresRun()) {
    const template = new Blob([readFileSync(PGLITE_TEMPLATE_FILE)]);
    return openDatabase({ databaseUrl: null, dataDir: null, loadDataDir: template });
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is required for the api-postgres project");
  const name = `cbc_test_${randomUUID().replaceAll("-", "")}`;
  await withAdminClient(serverUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  await migrateDatabase(database);
  return {
    ...database,
    async close() {
      await database.close();
      await withAdminClient(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
