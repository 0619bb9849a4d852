// Footprint bench (issue 14): resident memory at rest and time from `npm start` to a healthy /api/health, on the
// embedded database and on PostgreSQL, built, with a fresh data dir (first start) and with an existing one.
//
//   npm run bench:footprint        (FOOTPRINT_RUNS=5 for more restarts; BENCH_PORT, default 3191;
//                                   BENCH_COMPARE=/path/to/other/checkout measures that build first, same run)
//
// "At rest": the server answered /api/health, then sat idle for FOOTPRINT_SETTLE_MS (default 3000) with no
// request. The figure is the VmRSS of the node process that serves (all its threads, PDF workers included).
// "After an upload": the same process once it answered one invoice upload and sat idle again for the same time
// (the PDF readers are separate processes: not counted).
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  benchAppDirs,
  createBenchDatabase,
  type DbKind,
  ensureBuilt,
  loadAverage,
  median,
  type RunningServer,
  removeDir,
  sleep,
  startServer,
} from "./support/app-server.ts";
import { awsProviderId, readBenchInvoice, uploadInvoice } from "./support/upload.ts";

const RUNS = Math.max(1, Number(process.env.FOOTPRINT_RUNS ?? 3));
const PORT = Number(process.env.BENCH_PORT ?? 3191);
const SETTLE_MS = Number(process.env.FOOTPRINT_SETTLE_MS ?? 3000);
const RSS_TARGET_MB = 160;
const START_TARGET_MS = 1000;

interface Sample {
  startMs: number;
  cpuMs: number;
  mainCpuMs: number;
  rssMb: number;
  /** After one upload and the same idle time again (only on the restarts). */
  uploadedRssMb: number;
}

async function sample(server: RunningServer, upload: boolean): Promise<Sample> {
  try {
    await sleep(SETTLE_MS);
    const rssMb = server.rssMb();
    let uploadedRssMb = Number.NaN;
    if (upload) {
      try {
        // A new email each time: the same file from the same visitor again is answered as a duplicate.
        await uploadInvoice(server.baseUrl, await awsProviderId(server.baseUrl), readBenchInvoice(), {
          address: "127.0.0.1",
          email: `footprint-${Date.now()}@example.com`,
        });
        await sleep(SETTLE_MS);
        uploadedRssMb = server.rssMb();
      } catch (error) {
        // A refused upload (the reader's limit on a loaded machine) leaves that figure out, not the others.
        console.log(`           upload failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return {
      startMs: server.startMs,
      cpuMs: server.startCpuMs,
      mainCpuMs: server.startMainThreadCpuMs,
      rssMb,
      uploadedRssMb,
    };
  } finally {
    await server.stop();
  }
}

async function measure(
  kind: DbKind,
  cwd: string | undefined,
): Promise<{ first: Sample; restarts: Sample[] } | null> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `cbc-footprint-${kind}-`));
  const database = kind === "postgres" ? await createBenchDatabase(`cbc_footprint_${PORT}`) : null;
  if (kind === "postgres" && !database) {
    console.log("PostgreSQL not reachable (BENCH_PG_URL): skipped");
    return null;
  }
  const options = {
    port: PORT,
    dataDir,
    ...(cwd ? { cwd } : {}),
    // The reader's time limit of the test servers: on a shared, loaded machine the default 4 s refuses invoices.
    env: { PDF_TIMEOUT_MS: process.env.BENCH_PDF_TIMEOUT_MS ?? "10000" },
    ...(database ? { databaseUrl: database.url } : {}),
  };
  try {
    const first = await sample(await startServer(options), false);
    const restarts: Sample[] = [];
    for (let run = 0; run < RUNS; run++) restarts.push(await sample(await startServer(options), true));
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
      `RSS after ${SETTLE_MS} ms idle, load ${loadAverage()}\n`,
  );
  console.log(
    "CPU: user + system time of the serving process until healthy, all threads / main thread (the critical\n" +
      "path on an idle machine; wall time swings with other load on a shared machine)\n",
  );
  let failed = false;
  const kinds = (["pglite", "postgres"] as const).filter(
    (k) => !process.env.BENCH_DB || process.env.BENCH_DB === k,
  );
  for (const app of benchAppDirs()) {
    console.log(`== ${app.label}`);
    console.log(
      "database   first start: ms  CPU ms (main)  RSS MB   restarts (median): ms  CPU ms (main)  RSS MB  after upload MB",
    );
    for (const kind of kinds) {
      const result = await measure(kind, app.cwd);
      if (!result) continue;
      const startMs = median(result.restarts.map((s) => s.startMs));
      const cpuMs = median(result.restarts.map((s) => s.cpuMs));
      const rssMb = median(result.restarts.map((s) => s.rssMb));
      const uploadedMb = median(result.restarts.map((s) => s.uploadedRssMb));
      const mainCpuMs = median(result.restarts.map((s) => s.mainCpuMs));
      const { first } = result;
      console.log(
        `${kind.padEnd(10)} ${first.startMs.toFixed(0).padStart(15)} ${first.cpuMs.toFixed(0).padStart(7)} (${first.mainCpuMs.toFixed(0).padStart(4)}) ${first.rssMb.toFixed(0).padStart(7)}   ${startMs.toFixed(0).padStart(21)} ${cpuMs.toFixed(0).padStart(7)} (${mainCpuMs.toFixed(0).padStart(4)}) ${rssMb.toFixed(0).padStart(7)} ${uploadedMb.toFixed(0).padStart(16)}`,
      );
      console.log(
        `           restarts: ${result.restarts.map((s) => `${s.startMs.toFixed(0)} ms (CPU ${s.cpuMs.toFixed(0)}/${s.mainCpuMs.toFixed(0)}) / ${s.rssMb.toFixed(0)} MB -> ${s.uploadedRssMb.toFixed(0)} MB`).join(", ")}  (load ${loadAverage()})`,
      );
      if (kind === "pglite" && app.cwd === undefined) {
        const rssOk = rssMb <= RSS_TARGET_MB && result.first.rssMb <= RSS_TARGET_MB;
        const startOk = startMs < START_TARGET_MS;
        console.log(
          `           target: RSS at rest <= ${RSS_TARGET_MB} MB (${verdict(rssOk)}), start to healthy < ${START_TARGET_MS} ms with an existing data dir (${verdict(startOk)})`,
        );
        failed ||= !rssOk || !startOk;
      }
    }
  }
  console.log(failed ? "\nBELOW TARGET" : "\nAll targets met.");
  process.exitCode = failed ? 1 : 0;
}

await main();
