// API bench (issue 14): autocannon on the public read routes, served by the built app on the embedded database
// and on PostgreSQL, beside a bare Fastify route returning the same bytes from memory (the ceiling).
//
//   npm run bench:api        (BENCH_DURATION seconds per run, default 8; BENCH_CONNECTIONS, default 16;
//                             BENCH_PORT, default 3192, uses that port and the next one;
//                             BENCH_WARMUP seconds of load before each measured run, default 2;
//                             BENCH_DB=pglite or postgres to measure one database only)
//
// Requests carry no cookie and no Accept-Encoding, like a plain API client; the figures are req/s (mean), p99 and
// the server process's CPU time per request (steadier than req/s when other work shares the machine's cores).
// Each run, bare and app alike, follows an unmeasured warm-up on the same URL, so both are measured once the
// JIT has compiled their request path (steady state), not while it is still compiling it.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import {
  createBenchDatabase,
  type DbKind,
  ensureBuilt,
  pidCpuMs,
  removeDir,
  startServer,
} from "./support/app-server.ts";
import { awsProviderId, readBenchInvoice, uploadInvoice } from "./support/upload.ts";

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PORT = Number(process.env.BENCH_PORT ?? 3192);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const TARGET_RATIO = 0.5;

interface Figure {
  rps: number;
  p99: number;
  errors: number;
  /** Microseconds of the serving process's CPU (every thread) per answered request. */
  cpuUs: number;
}

/** Loads `url` for DURATION seconds; `cpuMs` reads the serving process's CPU time. */
async function load(url: string, cpuMs: () => number): Promise<Figure> {
  if (WARMUP > 0) await autocannon({ url, connections: CONNECTIONS, duration: WARMUP });
  const cpuBefore = cpuMs();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const cpuUsed = cpuMs() - cpuBefore;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuUs: (1000 * cpuUsed) / Math.max(1, result.requests.total),
  };
}

function routesFor(resultId: string): string[] {
  return ["/api/providers", "/api/testimonials", "/api/settings/public", `/api/results/${resultId}`];
}

interface Measured {
  routes: string[];
  app: Figure[];
  /** The bare route for the same path, measured just before the app's (the machine may be shared). */
  bare: Figure[];
}

async function measureApp(kind: DbKind): Promise<Measured | null> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `cbc-api-${kind}-`));
  const database = kind === "postgres" ? await createBenchDatabase(`cbc_api_${PORT}`) : null;
  if (kind === "postgres" && !database) return null;
  const server = await startServer({
    port: PORT,
    dataDir,
    ...(database ? { databaseUrl: database.url } : {}),
  });
  let bare: Awaited<ReturnType<typeof startBare>> | null = null;
  try {
    const resultId = await uploadInvoice(
      server.baseUrl,
      await awsProviderId(server.baseUrl),
      readBenchInvoice(),
    );
    const routes = routesFor(resultId);
    const bodies: Record<string, string> = {};
    for (const route of routes) bodies[route] = await (await fetch(`${server.baseUrl}${route}`)).text();
    bare = await startBare(bodies);
    const measured: Measured = { routes, app: [], bare: [] };
    for (const route of routes) {
      const barePid = bare.child.pid as number;
      measured.bare.push(await load(`${bare.baseUrl}${route}`, () => pidCpuMs(barePid)));
      measured.app.push(await load(`${server.baseUrl}${route}`, server.cpuMs));
    }
    return measured;
  } finally {
    bare?.child.kill("SIGTERM");
    await server.stop();
    removeDir(dataDir);
    await database?.drop();
  }
}

async function startBare(bodies: Record<string, string>): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = PORT + 1;
  const child = spawn(process.execPath, ["--import", "tsx", "bench/support/bare-server.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(port), BARE_ROUTES: JSON.stringify(bodies) },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, child };
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill();
  throw new Error("the bare reference server did not start");
}

function cell(figure: Figure, ceiling?: Figure): string {
  const ratio = ceiling ? ` ${((100 * figure.rps) / ceiling.rps).toFixed(0).padStart(3)}%` : "";
  const errors = figure.errors ? ` (${figure.errors} errors)` : "";
  const cpu = `${figure.cpuUs.toFixed(0).padStart(5)} us CPU`;
  return `${figure.rps.toFixed(0).padStart(7)} req/s p99 ${String(figure.p99).padStart(4)} ms ${cpu}${ratio}${errors}`;
}

async function main(): Promise<void> {
  await ensureBuilt();
  console.log(
    `API: autocannon ${CONNECTIONS} connections, ${DURATION} s per route after ${WARMUP} s of warm-up, ` +
      `${os.availableParallelism()} cores, load average ${os.loadavg()[0]?.toFixed(1)}; ` +
      "each app figure beside the bare route measured just before it\n",
  );
  let failed = false;
  const kinds = (["pglite", "postgres"] as const).filter(
    (kind) => !process.env.BENCH_DB || process.env.BENCH_DB === kind,
  );
  for (const kind of kinds) {
    const measured = await measureApp(kind);
    if (!measured) {
      console.log(`${kind}: PostgreSQL not reachable (BENCH_PG_URL): skipped`);
      continue;
    }
    console.log(
      `${(kind === "pglite" ? "embedded (PGlite)" : "PostgreSQL").padEnd(22)}${"bare Fastify (ceiling)".padEnd(42)}app (ratio of req/s)`,
    );
    measured.routes.forEach((route, i) => {
      const top = measured.bare[i] as Figure;
      const app = measured.app[i] as Figure;
      console.log(
        `${route.replace(/[0-9a-f-]{36}$/, ":id").padEnd(22)}${cell(top).padEnd(42)}${cell(app, top)}`,
      );
      if (kind === "postgres" && app.rps / top.rps < TARGET_RATIO) failed = true;
    });
    console.log("");
  }
  console.log(
    `reference: PostgreSQL at least ${TARGET_RATIO * 100}% of the bare route on each route: ${failed ? "BELOW TARGET" : "met"}`,
  );
  process.exitCode = failed ? 1 : 0;
}

await main();
