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
      // pool.end() resolves while its sockets are still closing; a forced drop then kills them mid-close and
      // pg reports an unhandled 57P01. Wait (briefly) for the server to see them gone first.
      await withAdminClient(serverUrl, async (c) => {
        for (let i = 0; i < 40; i++) {
          const { rows } = await c.query(
            "select count(*)::int as n from pg_stat_activity where datname = $1",
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await c.query(`drop database if exists ${name} with (force)`);
      });
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
