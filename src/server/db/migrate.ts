import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { Database } from "./client.ts";

// Sources keep migrations next to this file; the production bundle copies them beside dist/server/main.js.
function migrationsFolder(): string {
  for (const candidate of ["./migrations", "./db/migrations"]) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(dir)) return dir;
  }
  throw new Error("Database migrations folder not found");
}

const MIGRATION_LOCK_KEY = 724_311_001;

export async function migrateDatabase(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.kind === "pglite") {
    const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
    await migratePglite(database.db, { migrationsFolder: folder });
    return;
  }
  const { migrate: migratePg } = await import("drizzle-orm/node-postgres/migrator");
  // Several app instances may start at once against one PostgreSQL: serialise their migrations.
  const lockClient = await database.pgPool?.connect();
  try {
    await lockClient?.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  } finally {
    await lockClient?.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient?.release();
  }
}
