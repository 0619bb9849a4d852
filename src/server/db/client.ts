import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type pg from "pg";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock.ts";
import {
  compileWasmWithBaselineOnly,
  initDataDirInChildProcess,
  pgliteStartParams,
} from "./pglite-options.ts";
import * as schema from "./schema.ts";

/** One drizzle type for both drivers: their query APIs are identical. */
export type Db = PgliteDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The node-postgres pool, when on PostgreSQL. */
  pgPool: pg.Pool | null;
  /** The embedded client, when on PGlite. */
  pglite?: PGlite;
  /** Runs raw SQL (used by migrations and health checks). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl: string | null;
  /** Folder for the embedded database, or null to keep it in memory (tests). */
  dataDir: string | null;
  /** A PGlite data directory to copy from (tests load a migrated template instead of migrating again). */
  loadDataDir?: Blob;
}

// Each driver is loaded only when used: a server on PostgreSQL never loads PGlite's WebAssembly, and the embedded
// default never loads pg (each costs start-up time).
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  compileWasmWithBaselineOnly();
  if (options.dataDir === null) return openPgliteInMemory(options.loadDataDir);
  return openPglite(path.join(options.dataDir, "pglite"), options.loadDataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
  ]);
  // A connection that cannot be made within 5 s fails the request (503) instead of hanging it; an idle client
  // whose server went away is dropped by the pool (without a listener its "error" would end the process).
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on("error", () => undefined);
  // A client taken out of the pool (a transaction, an advisory lock) between two queries when the server ends its
  // session (PostgreSQL stopped or restarted) emits "error" with no listener but ours, which would end the process:
  // its queries fail instead (the request answers 503) and the pool drops the client when it comes back.
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    pgPool: pool,
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}

async function openPgliteInMemory(loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create({
    startParams: pgliteStartParams(PGlite.defaultStartParams),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  return wrapPglite(client, () => undefined);
}

async function wrapPglite(client: PGlite, onClose: () => void): Promise<Database> {
  const { drizzle: drizzlePglite } = await import("drizzle-orm/pglite");
  return {
    db: drizzlePglite(client, { schema }),
    kind: "pglite",
    pgPool: null,
    pglite: client,
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        onClose();
      }
    },
  };
}

async function openPglite(dir: string, loadDataDir?: Blob): Promise<Database> {
  mkdirSync(path.dirname(dir), { recursive: true });
  const lock: DataDirLock = acquireDataDirLock(dir);
  try {
    if (!loadDataDir) initDataDirInChildProcess(dir);
    const { PGlite } = await import("@electric-sql/pglite");
    const client = await PGlite.create(dir, {
      startParams: pgliteStartParams(PGlite.defaultStartParams),
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    return await wrapPglite(client, () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}
