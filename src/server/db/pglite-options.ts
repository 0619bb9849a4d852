import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import v8 from "node:v8";

/**
 * PostgreSQL settings for the embedded database, on top of PGlite's own start parameters. PGlite starts with
 * shared_buffers = 160 MB, and a WebAssembly memory never gives pages back once touched, so the buffer pool alone
 * settled at well over 100 MB of resident memory. This site's tables are small and PGlite reads its files through
 * the operating system's page cache anyway: 16 MB of buffers is plenty (docs/decisions/013).
 */
export const PGLITE_SETTINGS: Record<string, string> = {
  // PGlite zeroes PostgreSQL's whole shared memory when it starts, so every megabyte of it is resident from the
  // first second: 16 MB of buffers was 12 MB more at rest than 4 MB, for a database of a few MB whose pages the
  // operating system caches anyway.
  shared_buffers: "4MB",
  temp_buffers: "1MB",
  wal_buffers: "1MB",
  maintenance_work_mem: "16MB",
  // One process, one session: shared memory sized for PostgreSQL's 100 connections, 16 autovacuum workers and 10
  // WAL senders (per-backend slots, lock tables) was another 2-4 MB resident for slots nothing uses. The lock
  // table is sized by backends times locks per transaction: more locks each keeps a migration that creates every
  // table in one transaction well within it.
  max_connections: "4",
  superuser_reserved_connections: "0",
  autovacuum_worker_slots: "1",
  max_wal_senders: "0",
  max_replication_slots: "0",
  max_locks_per_transaction: "256",
};

/** PGlite's defaults (`PGlite.defaultStartParams`) followed by PGLITE_SETTINGS. */
export function pgliteStartParams(defaults: readonly string[]): string[] {
  return [
    ...defaults,
    ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
  ];
}

/**
 * Creates a new embedded database cluster (initdb) in a short-lived child process. Done in-process, initdb runs a
 * second PostgreSQL instance whose WebAssembly memory stays reachable after it closes: the first start of a fresh
 * DATA_DIR then sat at about 900 MB instead of about 200 MB. Does nothing when the directory holds a cluster.
 */
export function initDataDirInChildProcess(dir: string): void {
  if (existsSync(path.join(dir, "PG_VERSION"))) return;
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `require(${JSON.stringify(entry)}).PGlite.create(process.argv[1]).then((db) => db.close())`;
  try {
    execFileSync(process.execPath, ["-e", script, dir], { stdio: ["ignore", "ignore", "pipe"] });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`Could not create the embedded database in ${dir}: ${stderr || String(error)}`);
  }
}

/**
 * Compile PGlite's WebAssembly with V8's baseline compiler only (Liftoff), before it is loaded. By default V8
 * also recompiles hot functions with its optimising compiler in background threads: for PostgreSQL's 9 MB module
 * that cost about 0.4 s of CPU at start-up and 25-50 MB of resident code, and short queries were no faster for
 * it (measured: 0.8-1.0 ms of CPU per query either way). It applies to every WebAssembly module of the process.
 */
export function compileWasmWithBaselineOnly(): void {
  v8.setFlagsFromString("--liftoff-only");
  // Set at run time, --liftoff-only alone does not turn off what it implies on the command line: hot functions
  // were still recompiled by the optimising compiler in V8's background threads, some 2.5 s of CPU after start
  // and a transient 450-500 MB of resident memory (the compiler's working memory), then about 50 MB of code kept.
  v8.setFlagsFromString("--no-wasm-tier-up");
  v8.setFlagsFromString("--no-wasm-dynamic-tiering");
}
