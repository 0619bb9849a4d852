import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const BIN = "/usr/lib/postgresql/15/bin";

/**
 * A PostgreSQL 15 server of its own in a temp folder (never the machine's shared one), so a test can stop and
 * start it. Runs as the `postgres` user when the tests run as root (initdb refuses root).
 */
export function createThrowawayPostgres(port: number) {
  const root = mkdtempSync(path.join(os.tmpdir(), "cbc-pg-"));
  const dataDir = path.join(root, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot)
    chownSync(
      root,
      Number(execFileSync("id", ["-u", "postgres"]).toString().trim()),
      Number(execFileSync("id", ["-g", "postgres"]).toString().trim()),
    );
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(BIN, command), ...args], { stdio: "pipe" })
      : execFileSync(path.join(BIN, command), args, { stdio: "pipe" });
  run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      run("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(root, "log"), "-w", "-t", "120", "start"]);
    },
    /** Fast shutdown: open connections are cut, as when the database host goes away. */
    stop() {
      run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "-t", "120", "stop"]);
    },
    destroy() {
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } catch {
        // Not running.
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
