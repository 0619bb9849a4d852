import type { Config } from "#server/config.ts";
import { type Database, openDatabase } from "#server/db/client.ts";
import { DataDirBusyError } from "#server/db/data-dir-lock.ts";
import { migrateDatabase } from "#server/db/migrate.ts";

/**
 * Opens the configured database, brings its schema up to date (a command may run before the server ever has),
 * does `work`, and closes the database whatever happens (an open one holds the data directory and the process).
 */
export async function withMigratedDatabase<T>(
  config: Config,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    return await work(database);
  } finally {
    await database.close();
  }
}

/**
 * Runs a command's `main` and exits with its code. A failure exits 1 with its message; a data directory another
 * process holds is refused with `busyHint` (what to do instead) after the lock's own message.
 */
export function runCommand(main: () => Promise<number>, busyHint?: string): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof DataDirBusyError)
        console.error(busyHint ? `Refused: ${error.message} ${busyHint}` : `Refused: ${error.message}`);
      else console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
