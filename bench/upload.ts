// Upload bench (issue 14): POST /api/analyses with a real AWS invoice from 1, 4 and 16 concurrent clients, on
// the built app with the embedded database and on PostgreSQL: p50 and p95 latency and uploads per second.
//
//   npm run bench:upload        (BENCH_DURATION seconds per level, default 8; BENCH_PORT, default 3194)
//
// The first upload after start also shows: PDF workers start on first use.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  createBenchDatabase,
  type DbKind,
  ensureBuilt,
  removeDir,
  startServer,
} from "./support/app-server.ts";
import { awsProviderId, BENCH_INVOICE, readBenchInvoice, uploadInvoice } from "./support/upload.ts";

const DURATION_MS = Number(process.env.BENCH_DURATION ?? 8) * 1000;
const PORT = Number(process.env.BENCH_PORT ?? 3194);
const LEVELS = [1, 4, 16];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function level(baseUrl: string, providerId: string, pdf: Uint8Array<ArrayBuffer>, clients: number) {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const end = started + DURATION_MS;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await uploadInvoice(baseUrl, providerId, pdf);
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

async function run(kind: DbKind): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `cbc-upload-${kind}-`));
  const database = kind === "postgres" ? await createBenchDatabase(`cbc_upload_${PORT}`) : null;
  if (kind === "postgres" && !database) {
    console.log("PostgreSQL not reachable (BENCH_PG_URL): skipped");
    return;
  }
  const server = await startServer({
    port: PORT,
    dataDir,
    ...(database ? { databaseUrl: database.url } : {}),
  });
  try {
    const pdf = readBenchInvoice();
    const providerId = await awsProviderId(server.baseUrl);
    const t0 = performance.now();
    await uploadInvoice(server.baseUrl, providerId, pdf);
    console.log(`${kind}: first upload after start ${(performance.now() - t0).toFixed(0)} ms`);
    for (const clients of LEVELS) {
      const r = await level(server.baseUrl, providerId, pdf, clients);
      console.log(
        `${kind.padEnd(9)} ${String(clients).padStart(2)} clients  p50 ${r.p50.toFixed(0).padStart(4)} ms  p95 ${r.p95.toFixed(0).padStart(4)} ms  ${r.perSecond.toFixed(1).padStart(6)} uploads/s${r.failures ? `  (${r.failures} failed)` : ""}`,
      );
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
    `Uploads: ${path.basename(BENCH_INVOICE)}, ${DURATION_MS / 1000} s per level, ${os.availableParallelism()} cores`,
  );
  console.log("reference (issue 14, before): p50 about 30 ms at one client, 50-60 uploads/s at saturation\n");
  for (const kind of ["pglite", "postgres"] as const) await run(kind);
}

await main();
