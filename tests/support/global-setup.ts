import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "#server/db/client.ts";
import { migrateDatabase } from "#server/db/migrate.ts";

export const PGLITE_TEMPLATE_FILE = path.resolve(".tmp/test-pglite-template.tar.gz");

/** Migrates one embedded database and saves it, so each test file loads a copy instead of migrating again. */
export async function setup(): Promise<void> {
  if (process.env.TEST_DB_TARGET === "postgres") return;
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  try {
    await migrateDatabase(database);
    const dump = await database.pglite?.dumpDataDir("gzip");
    if (!dump) throw new Error("PGlite dump failed");
    mkdirSync(path.dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
    writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}
