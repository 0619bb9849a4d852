import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import net from "node:net";

/** The built server (dist/server/main.js) in a child process of its own, as `npm start` runs it. */
export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  output(): string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL at once (a crash or an OOM kill), then waits for the exit. */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export async function startServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["--max-semi-space-size=8", "dist/server/main.js"], {
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: "2",
      MALLOC_MMAP_THRESHOLD_: "131072",
      HOST: "127.0.0.1",
      PORT: String(listenPort),
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      // The tests share a loaded machine: an ordinary invoice must not reach the production time limit.
      PDF_TIMEOUT_MS: "10000",
      // A test uploads many invoices from one address; the reader budget is tested where it is set.
      READER_SECONDS_PER_CLIENT: "100000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${listenPort}`;
  try {
    await waitFor(
      async () =>
        child.exitCode === null &&
        (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok,
      240_000,
      "the server to answer /api/health",
    );
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url,
    pid: child.pid ?? 0,
    output: () => output,
    stop: () => end("SIGTERM"),
    kill: () => end("SIGKILL"),
  };
}

/** The process's children, from every one of its threads (Linux /proc). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      const list = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      if (list) children.push(...list.split(/\s+/).map(Number));
    } catch {
      // The thread ended meanwhile.
    }
  }
  return children;
}

/**
 * Resident memory in bytes of a process, all its threads, plus its child processes (the PDF readers) and theirs:
 * what the server costs the machine. Throws when the process itself is gone.
 */
export function readRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  let children = 0;
  for (const child of childrenOf(pid)) {
    try {
      children += readRss(child);
    } catch {
      // The child exited between the listing and the read.
    }
  }
  return kb * 1024 + children;
}

/** Samples a process's memory every `everyMs` until stopped; the peak is what the tests compare. */
export function sampleRss(pid: number, everyMs = 20) {
  let peak = 0;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, readRss(pid));
    } catch {
      // The process has exited.
    }
  }, everyMs);
  return {
    peak: () => peak,
    stop: () => clearInterval(timer),
  };
}

/** A multipart upload as the analysis form sends it. */
export function analysisForm(
  providerId: string,
  file: { name: string; bytes: Uint8Array },
  who = "Load Test",
): FormData {
  const form = new FormData();
  form.set("name", who);
  form.set("email", "reliability@example.com");
  form.set("cloudProviderId", providerId);
  form.set("file", new Blob([new Uint8Array(file.bytes)], { type: "application/pdf" }), file.name);
  return form;
}

export async function providerId(url: string, name = "AWS"): Promise<string> {
  const providers = (await (await fetch(`${url}/api/providers`)).json()) as Array<{
    id: string;
    name: string;
  }>;
  const found = providers.find((p) => p.name === name);
  if (!found) throw new Error(`provider ${name} missing`);
  return found.id;
}
