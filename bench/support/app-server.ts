// Starts the built server (dist/server/main.js, as `npm start` runs it) in a child process for the benches, on the
// embedded database (a DATA_DIR of its own) or on a throwaway PostgreSQL database, and stops it again.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import pg from "pg";

export type DbKind = "pglite" | "postgres";

export interface RunningServer {
  baseUrl: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 from /api/health. */
  startMs: number;
  /**
   * CPU time (user + system) the serving node process had used by then: steadier than wall time on a shared
   * machine. It leaves out npm's own start and the child process that creates a fresh data dir.
   */
  startCpuMs: number;
  /** The same for the main (JavaScript) thread alone: roughly the start-up's critical path on an idle machine. */
  startMainThreadCpuMs: number;
  /** Resident memory of the server process (every thread, the PDF workers included), in MB. */
  rssMb(): number;
  /** CPU time (user + system, every thread) the serving process has used so far, in ms. */
  cpuMs(): number;
  stop(): Promise<void>;
}

export interface StartOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** The command that starts the server; `npm start` by default. */
  command?: string[];
  env?: Record<string, string>;
  /** The checkout whose built server runs (its `npm start`); this one by default. */
  cwd?: string;
}

export const ADMIN_PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";

function isZombie(pid: number): boolean {
  try {
    return /State:\s+Z/.test(readFileSync(`/proc/${pid}/status`, "utf8"));
  } catch {
    return true;
  }
}

/** Every thread of the process (`/proc/PID/stat`), or its main thread only (`/proc/PID/task/PID/stat`). */
export function pidCpuMs(pid: number, mainThreadOnly = false): number {
  // Fields 14 and 15 of the stat line, after the parenthesised command name: utime and stime in clock ticks.
  const file = mainThreadOnly ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
  const fields = readFileSync(file, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function pidRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** The node process that serves (npm start -> sh -> node scripts/start.mjs): the deepest descendant. */
function serverPid(rootPid: number): number {
  let pid = rootPid;
  for (;;) {
    let children: string;
    try {
      children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
    } catch {
      return pid;
    }
    const first = children.split(/\s+/).filter(Boolean)[0];
    if (!first) return pid;
    pid = Number(first);
  }
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const [command, ...args] = options.command ?? ["npm", "start", "--silent"];
  const started = performance.now();
  const child = spawn(command as string, args, {
    detached: true,
    ...(options.cwd ? { cwd: options.cwd } : {}),
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      LOG_LEVEL: "warn",
      UPLOAD_RATE_LIMIT: "1000000",
      FORM_RATE_LIMIT: "1000000",
      READER_SECONDS_PER_CLIENT: "1000000",
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATABASE_URL: "" }),
      ...options.env,
    },
  });
  let servingPid: number | null = null;
  // Stops the whole process group (npm, sh, node) and waits until the serving node process itself has exited:
  // npm may return before it, and the next start must not meet a data dir still locked or a port still bound.
  const stop = async () => {
    if (child.pid === undefined) return;
    const group = child.pid;
    const waitFor = servingPid ?? group;
    try {
      process.kill(-group, "SIGTERM");
    } catch {
      return;
    }
    const deadline = Date.now() + 10_000;
    while (existsSync(`/proc/${waitFor}`) && !isZombie(waitFor)) {
      if (Date.now() > deadline) {
        process.kill(-group, "SIGKILL");
        break;
      }
      await sleep(20);
    }
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) {
        const startMs = performance.now() - started;
        servingPid = serverPid(child.pid as number);
        const pid = servingPid;
        return {
          baseUrl,
          child,
          startMs,
          startCpuMs: pidCpuMs(pid),
          startMainThreadCpuMs: pidCpuMs(pid, true),
          rssMb: () => pidRssMb(pid),
          cpuMs: () => pidCpuMs(pid),
          stop,
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await stop();
  throw new Error("server did not become healthy within 120 s");
}

/** A fresh PostgreSQL database for one bench run; `drop()` removes it. Null when PostgreSQL is not reachable. */
export async function createBenchDatabase(
  name: string,
): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: ADMIN_PG_URL });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_PG_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Builds the site first when sources changed (as `npm start` would), so no bench times a build. */
export async function ensureBuilt(): Promise<void> {
  // @ts-expect-error plain .mjs helper without types
  const { ensureBuild } = (await import("../../scripts/ensure-build.mjs")) as { ensureBuild(): void };
  ensureBuild();
}

/**
 * The checkouts a bench measures, one after the other in the same run: this one, and before it each folder in
 * BENCH_COMPARE (comma-separated, e.g. a clone of main, built), so a change is measured beside the old build.
 */
export function benchAppDirs(): Array<{ label: string; cwd: string | undefined }> {
  const others = (process.env.BENCH_COMPARE ?? "")
    .split(",")
    .map((dir) => dir.trim())
    .filter(Boolean)
    .map((dir) => ({ label: dir.split("/").filter(Boolean).at(-1) ?? dir, cwd: dir }));
  return [...others, { label: "this build", cwd: undefined }];
}

/** The 1, 5 and 15 minute load averages, to print beside every figure (a shared machine swings). */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" / ");
}
