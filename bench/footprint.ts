// Footprint bench (issue 14): resident memory at rest and time from `npm start` to a healthy /api/health, on the
// embedded database and on PostgreSQL, built, with a fresh data dir (first start) and with an existing one.
//
//   npm run bench:footprint        (FOOTPRINT_RUNS=5 for more restarts; BENCH_PORT, default 3191)
//
// "At rest": the server answered /api/health, then sat idle for FOOTPRINT_SETTLE_MS (default 3000) with no
// request. The figure is the VmRSS of the node process that serves (all its threads, PDF workers included).
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  createBenchDatabase,
  type DbKind,
  ensureBuilt,
  median,
  type RunningServer,
  removeDir,
  sleep,
  startServer,
} from "./support/app-server.ts";

const RUNS = Math.max(1, Number(process.env.FOOTPRINT_RUNS ?? 3));
const PORT = Number(process.env.BENCH_PORT ?? 3191);
const SETTLE_MS = Number(process.env.FOOTPRINT_SETTLE_MS ?? 3000);
const RSS_TARGET_MB = 300;
const START_TARGET_MS = 1500;

interface Sample {
  startMs: number;
  cpuMs: number;
  mainCpuMs: number;
  rssMb: number;
}

async function sample(server: RunningServer): Promise<Sample> {
  await sleep(SETTLE_MS);
  const result = {
    startMs: server.startMs,
    cpuMs: server.startCpuMs,
    mainCpuMs: server.startMainThreadCpuMs,
    rssMb: server.rssMb(),
  };
  await server.stop();
  return result;
}

async function measure(kind: DbKind): Promise<{ first: Sample; restarts: Sample[] } | null> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `cbc-footprint-${kind}-`));
  const database = kind === "postgres" ? await createBenchDatabase(`cbc_footprint_${PORT}`) : null;
  if (kind === "postgres" && !database) {
    console.log("PostgreSQL not reachable (BENCH_PG_URL): skipped");
    return null;
  }
  const options = { port: PORT, dataDir, ...(database ? { databaseUrl: database.url } : {}) };
  try {
    const first = await sample(await startServer(options));
    const restarts: Sample[] = [];
    for (let run = 0; run < RUNS; run++) restarts.push(await sample(await startServer(options)));
    return { first, restarts };
  } finally {
    removeDir(dataDir);
    await database?.drop();
  }
}

function verdict(ok: boolean): string {
  return ok ? "ok" : "OVER";
}

async function main(): Promise<void> {
  await ensureBuilt();
  console.log(
    `Footprint: \`npm start\` (built), ${os.availableParallelism()} cores, median of ${RUNS} restarts, ` +
      `RSS after ${SETTLE_MS} ms idle\n`,
  );
  console.log(
    "CPU: user + system time of the serving process until healthy, all threads / main thread (the critical\n" +
      "path on an idle machine; wall time swings with other load on a shared machine)\n",
  );
  console.log(
    "database   first start: ms  CPU ms (main)  RSS MB   restarts (median): ms  CPU ms (main)  RSS MB",
  );
  let failed = false;
  for (const kind of ["pglite", "postgres"] as const) {
    const result = await measure(kind);
    if (!result) continue;
    const startMs = median(result.restarts.map((s) => s.startMs));
    const cpuMs = median(result.restarts.map((s) => s.cpuMs));
    const rssMb = median(result.restarts.map((s) => s.rssMb));
    const mainCpuMs = median(result.restarts.map((s) => s.mainCpuMs));
    const { first } = result;
    console.log(
      `${kind.padEnd(10)} ${first.startMs.toFixed(0).padStart(15)} ${first.cpuMs.toFixed(0).padStart(7)} (${first.mainCpuMs.toFixed(0).padStart(4)}) ${first.rssMb.toFixed(0).padStart(7)}   ${startMs.toFixed(0).padStart(21)} ${cpuMs.toFixed(0).padStart(7)} (${mainCpuMs.toFixed(0).padStart(4)}) ${rssMb.toFixed(0).padStart(7)}`,
    );
    console.log(
      `           restarts: ${result.restarts.map((s) => `${s.startMs.toFixed(0)} ms (CPU ${s.cpuMs.toFixed(0)}/${s.mainCpuMs.toFixed(0)}) / ${s.rssMb.toFixed(0)} MB`).join(", ")}`,
    );
    if (kind === "pglite") {
      const rssOk = rssMb <= RSS_TARGET_MB && result.first.rssMb <= RSS_TARGET_MB;
      const startOk = startMs < START_TARGET_MS;
      console.log(
        `           reference: RSS at rest <= ${RSS_TARGET_MB} MB (${verdict(rssOk)}), start to healthy < ${START_TARGET_MS} ms with an existing data dir (${verdict(startOk)})`,
      );
      failed ||= !rssOk || !startOk;
    }
  }
  console.log(failed ? "\nBELOW TARGET" : "\nAll targets met.");
  process.exitCode = failed ? 1 : 0;
}

await main();
