// Upload bench (issues 14 and 37), on the built app with the embedded database and on PostgreSQL:
//
// 1. A burst: BENCH_BURST (default 200) uploads at once, each from a client address of its own (X-Forwarded-For,
//    as behind a load balancer), while a separate process asks /api/health every 25 ms. Prints the statuses, the
//    /api/health latencies (target p99 < 100 ms) and the server's event-loop delay during the burst (target
//    p99 < 50 ms; perf_hooks.monitorEventLoopDelay through /metrics).
// 2. POST /api/analyses with a real AWS invoice from 1, 4 and 16 concurrent clients: p50 and p95 latency and
//    uploads per second (BENCH_DURATION seconds per level, default 8; 0 skips this part).
//
//   npm run bench:upload   (BENCH_PORT, default 3194; BENCH_DB=pglite or postgres for one database only;
//                           BENCH_COMPARE=/path/to/other/checkout measures that build first, in the same run)
//
// The first upload after start also shows: PDF workers start on first use.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  benchAppDirs,
  createBenchDatabase,
  type DbKind,
  ensureBuilt,
  loadAverage,
  type RunningServer,
  removeDir,
  startServer,
} from "./support/app-server.ts";
import { formatDelay, watchEventLoopDelay } from "./support/event-loop-delay.ts";
import { awsProviderId, BENCH_INVOICE, readBenchInvoice, uploadInvoice } from "./support/upload.ts";

const DURATION_MS = Number(process.env.BENCH_DURATION ?? 8) * 1000;
const PORT = Number(process.env.BENCH_PORT ?? 3194);
const BURST = Number(process.env.BENCH_BURST ?? 200);
const LEVELS = [1, 4, 16];
const HEALTH_P99_TARGET_MS = 100;
const DELAY_P99_TARGET_MS = 50;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function level(baseUrl: string, providerId: string, pdf: Uint8Array<ArrayBuffer>, clients: number) {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const end = started + DURATION_MS;
  let sent = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        // A visitor and an address of its own each time: the same file from the same visitor within minutes is
        // answered as a duplicate, and one address meets the per-client limits; this measures throughput.
        sent++;
        const client = {
          address: `10.${clients}.${(sent >> 8) & 255}.${sent & 255}`,
          email: `level-${clients}-${sent}@example.com`,
        };
        try {
          await uploadInvoice(baseUrl, providerId, pdf, client);
          latencies.push(performance.now() - t0);
        } catch {
          failures++;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    perSecond: latencies.length / seconds,
    failures,
  };
}

/** A child process that asks /api/health every 25 ms until stopped (this process is busy sending uploads). */
function probeHealth(url: string) {
  const script = `
    const times = []; let on = true;
    process.stdin.on("data", () => { on = false; });
    (async () => {
      await fetch(${JSON.stringify(`${url}/api/health`)}).then((r) => r.arrayBuffer()).catch(() => {});
      process.stdout.write("ready\\n");
      while (on) {
        const t = performance.now();
        try { const r = await fetch(${JSON.stringify(`${url}/api/health`)}); await r.arrayBuffer(); } catch {}
        times.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 25));
      }
      process.stdout.write(JSON.stringify(times));
      process.exit(0);
    })();`;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["pipe", "pipe", "inherit"] });
  let out = "";
  const ready = new Promise<void>((resolve) =>
    child.stdout.on("data", (d) => {
      out += d;
      if (out.startsWith("ready\n")) resolve();
    }),
  );
  const done = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    ready,
    async stop(): Promise<number[]> {
      child.stdin.write("stop\n");
      await done;
      return JSON.parse(out.slice("ready\n".length) || "[]") as number[];
    },
  };
}

async function burst(server: RunningServer, providerId: string, pdf: Uint8Array<ArrayBuffer>, kind: DbKind) {
  const probe = probeHealth(server.baseUrl);
  await probe.ready;
  const delay = await watchEventLoopDelay(server.baseUrl);
  const cpuBefore = server.cpuMs();
  const started = performance.now();
  const statuses = new Map<string, number>();
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: BURST }, async (_, i) => {
      const t0 = performance.now();
      const client = {
        address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        email: `burst-${i}@example.com`,
      };
      let status = "201";
      try {
        await uploadInvoice(server.baseUrl, providerId, pdf, client);
      } catch (error) {
        status = /answered (\d+)/.exec(String(error))?.[1] ?? "error";
      }
      times.push(performance.now() - t0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = server.cpuMs() - cpuBefore;
  const loop = await delay.stop();
  const health = (await probe.stop()).sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  const healthP99 = percentile(health, 99);
  console.log(
    `${kind}: burst of ${BURST} uploads from ${BURST} addresses in ${seconds.toFixed(1)} s, statuses ${JSON.stringify(Object.fromEntries(statuses))}; ` +
      `upload p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms; ` +
      `server CPU ${(cpuMs / 1000).toFixed(1)} s, all threads  (load ${loadAverage()})`,
  );
  console.log(
    `${kind}:   /api/health during the burst: ${health.length} probes, p50 ${percentile(health, 50).toFixed(1)} ms, ` +
      `p99 ${healthP99.toFixed(1)} ms, max ${(health.at(-1) ?? Number.NaN).toFixed(1)} ms  ` +
      `(target p99 < ${HEALTH_P99_TARGET_MS}: ${healthP99 < HEALTH_P99_TARGET_MS ? "ok" : "OVER"})`,
  );
  console.log(
    `${kind}:   event-loop delay during the burst: ${formatDelay(loop)}  ` +
      `(target p99 < ${DELAY_P99_TARGET_MS}: ${loop.p99 < DELAY_P99_TARGET_MS ? "ok" : "OVER"})`,
  );
}

async function run(kind: DbKind, cwd: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `cbc-upload-${kind}-`));
  const database = kind === "postgres" ? await createBenchDatabase(`cbc_upload_${PORT}`) : null;
  if (kind === "postgres" && !database) {
    console.log("PostgreSQL not reachable (BENCH_PG_URL): skipped");
    return;
  }
  const server = await startServer({
    port: PORT,
    dataDir,
    ...(cwd ? { cwd } : {}),
    // Each burst upload comes from an address of its own, behind a trusted proxy.
    // The reader's time limit of the test servers: on a shared, loaded machine the default 4 s refuses invoices.
    env: { TRUST_PROXY: "true", PDF_TIMEOUT_MS: process.env.BENCH_PDF_TIMEOUT_MS ?? "10000" },
    ...(database ? { databaseUrl: database.url } : {}),
  });
  try {
    const pdf = readBenchInvoice();
    const providerId = await awsProviderId(server.baseUrl);
    console.log(`${kind}: RSS at rest before any upload ${server.rssMb().toFixed(0)} MB`);
    const t0 = performance.now();
    await uploadInvoice(server.baseUrl, providerId, pdf);
    console.log(`${kind}: first upload after start ${(performance.now() - t0).toFixed(0)} ms`);
    if (BURST > 0) await burst(server, providerId, pdf, kind);
    if (DURATION_MS > 0) {
      for (const clients of LEVELS) {
        const r = await level(server.baseUrl, providerId, pdf, clients);
        console.log(
          `${kind.padEnd(9)} ${String(clients).padStart(2)} clients  p50 ${r.p50.toFixed(0).padStart(4)} ms  p95 ${r.p95.toFixed(0).padStart(4)} ms  ${r.perSecond.toFixed(1).padStart(6)} uploads/s${r.failures ? `  (${r.failures} failed)` : ""}  (load ${loadAverage()})`,
        );
      }
    }
    console.log(`${kind}: RSS after the runs ${server.rssMb().toFixed(0)} MB\n`);
  } finally {
    await server.stop();
    removeDir(dataDir);
    await database?.drop();
  }
}

async function main(): Promise<void> {
  await ensureBuilt();
  console.log(
    `Uploads: ${path.basename(BENCH_INVOICE)}, ${DURATION_MS / 1000} s per level, ${os.availableParallelism()} cores, load ${loadAverage()}`,
  );
  console.log("reference (issue 14, before): p50 about 30 ms at one client, 50-60 uploads/s at saturation\n");
  const kinds = (["pglite", "postgres"] as const).filter(
    (k) => !process.env.BENCH_DB || process.env.BENCH_DB === k,
  );
  for (const app of benchAppDirs()) {
    console.log(`== ${app.label}`);
    for (const kind of kinds) await run(kind, app.cwd);
  }
}

await main();
