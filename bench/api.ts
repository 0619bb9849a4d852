// API bench (issue 14): autocannon on the public read routes, served by the built app on the embedded database
// and on PostgreSQL, beside a bare Fastify route returning the same bytes from memory (the ceiling).
//
//   npm run bench:api        (BENCH_DURATION seconds per run, default 8; BENCH_CONNECTIONS, default 16;
//                             BENCH_PORT, default 3192, uses that port and the next one)
//
// Requests carry no cookie and no Accept-Encoding, like a plain API client; the figure is req/s (mean) and p99.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import {
  createBenchDatabase,
  type DbKind,
  ensureBuilt,
  removeDir,
  startServer,
} from "./support/app-server.ts";
import { awsProviderId, readBenchInvoice, uploadInvoice } from "./support/upload.ts";

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PORT = Number(process.env.BENCH_PORT ?? 3192);
const TARGET_RATIO = 0.5;

interface Figure {
  rps: number;
  p99: number;
  errors: number;
}

async function load(url: string): Promise<Figure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
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
      measured.bare.push(await load(`${bare.baseUrl}${route}`));
      measured.app.push(await load(`${server.baseUrl}${route}`));
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

function cell(figure: Figure | undefined, ceiling?: Figure): string {
  if (!figure) return "-".padStart(28);
  const ratio = ceiling ? ` ${((100 * figure.rps) / ceiling.rps).toFixed(0).padStart(3)}%` : "     ";
  const errors = figure.errors ? ` (${figure.errors} errors)` : "";
  return `${figure.rps.toFixed(0).padStart(7)} req/s p99 ${String(figure.p99).padStart(4)} ms${ratio}${errors}`;
}

async function main(): Promise<void> {
  await ensureBuilt();
  console.log(
    `API: autocannon ${CONNECTIONS} connections, ${DURATION} s per route, ${os.availableParallelism()} cores; ` +
      "each app figure beside the bare route measured just before it\n",
  );
  let failed = false;
  for (const kind of ["pglite", "postgres"] as const) {
    const measured = await measureApp(kind);
    if (!measured) {
      console.log(`${kind}: PostgreSQL not reachable (BENCH_PG_URL): skipped`);
      continue;
    }
    console.log(
      `${(kind === "pglite" ? "embedded (PGlite)" : "PostgreSQL").padEnd(22)}${"bare Fastify (ceiling)".padEnd(30)}app`,
    );
    measured.routes.forEach((route, i) => {
      const top = measured.bare[i] as Figure;
      const app = measured.app[i] as Figure;
      console.log(
        `${route.replace(/[0-9a-f-]{36}$/, ":id").padEnd(22)}${cell(top).padEnd(30)}${cell(app, top)}`,
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
