import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { resultsHistory } from "#server/db/schema.ts";
import { analysisForm, providerId, type ServerProcess, startServer } from "#tests/support/server-process.ts";

const UPLOADS = 200;
const FIXTURES = path.resolve("tests/fixtures/invoices");

let server: ServerProcess;
let dataDir: string;
let aws: string;
let invoices: Array<{ name: string; bytes: Uint8Array }>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "cbc-load-"));
  // The per-IP upload limit is lifted: this measures capacity, not the rate limiter (one client address here).
  server = await startServer({ DATA_DIR: dataDir, UPLOAD_RATE_LIMIT: "100000" });
  aws = await providerId(server.url);
  const real = readdirSync(FIXTURES).filter((f) => f.startsWith("real-") && f.endsWith(".pdf"));
  // The invoices this build analyses (a fixture the engine refuses would make a 422, not load).
  invoices = [];
  for (const name of real) {
    const bytes = new Uint8Array(readFileSync(path.join(FIXTURES, name)));
    const res = await fetch(`${server.url}/api/analyses`, {
      method: "POST",
      body: analysisForm(aws, { name, bytes }),
    });
    if (res.status === 201) invoices.push({ name, bytes });
  }
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A child process that asks /api/health every 25 ms until told to stop, then prints the latencies. */
function probeHealth(url: string) {
  const script = `
    const times = []; let on = true;
    process.stdin.on("data", () => { on = false; });
    const warm = fetch(${JSON.stringify(`${url}/api/health`)}).then((r) => r.arrayBuffer()).catch(() => {});
    (async () => {
      await warm;
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
  child.stdout.on("data", (d) => (out += d));
  const done = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    async stop(): Promise<number[]> {
      // Keep probing a moment after the burst: the answers still being written count too.
      await new Promise((r) => setTimeout(r, 1000));
      child.stdin.write("stop\n");
      await done;
      // The probes before the burst (start-up) are dropped by the caller's wait; all others count.
      return JSON.parse(out || "[]") as number[];
    },
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

describe(`${UPLOADS} concurrent uploads of real invoices`, () => {
  it("answers each 201 or a clear 429/503, keeps /api/health fast, and rows match stored files", async () => {
    expect(invoices.length).toBeGreaterThan(0);
    // /api/health is timed from a process of its own, so this process's work sending 200 uploads does not
    // count against the server.
    const probe = probeHealth(server.url);
    // Let the probe start and open its connection first: its own start-up is not the server's latency.
    await new Promise((r) => setTimeout(r, 1500));
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: UPLOADS }, async (_, i) => {
        const file = invoices[i % invoices.length] as { name: string; bytes: Uint8Array };
        const t0 = performance.now();
        const res = await fetch(`${server.url}/api/analyses`, {
          method: "POST",
          body: analysisForm(aws, file, `Load ${i}`),
        });
        return { status: res.status, body: await res.text(), ms: performance.now() - t0 };
      }),
    );
    const health = await probe.stop();
    const elapsed = Date.now() - started;
    const byStatus = new Map<number, number>();
    for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    const p99 = percentile(health, 99);
    console.info(
      `[load] ${UPLOADS} uploads (${invoices.length} invoices) in ${(elapsed / 1000).toFixed(1)} s; statuses ${JSON.stringify([...byStatus])}; ` +
        `upload p50 ${percentile(
          answers.map((a) => a.ms),
          50,
        ).toFixed(0)} ms, p99 ${percentile(
          answers.map((a) => a.ms),
          99,
        ).toFixed(0)} ms; ` +
        `/api/health ${health.length} probes p50 ${percentile(health, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms`,
    );

    const unclear = answers.filter(
      (a) =>
        ![201, 429, 503].includes(a.status) || (a.status !== 201 && !/^\{"error":"[^"]+"\}$/.test(a.body)),
    );
    expect(unclear.map((a) => `${a.status} ${a.body.slice(0, 100)}`)).toEqual([]);
    expect(byStatus.get(201) ?? 0).toBeGreaterThan(0);
    expect(health.length).toBeGreaterThan(10);
    expect(p99).toBeLessThan(200);

    await server.stop();
    const stored = readdirSync(path.join(dataDir, "storage", "bills")).filter((f) => f.endsWith(".pdf"));
    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const rows = await database.db.select({ pdf_url: resultsHistory.pdf_url }).from(resultsHistory);
      expect(rows.length).toBe((byStatus.get(201) ?? 0) + invoices.length);
      expect(stored.length).toBe(rows.length);
      expect(new Set(rows.map((r) => r.pdf_url))).toEqual(new Set(stored.map((f) => `bills/${f}`)));
    } finally {
      await database.close();
    }
  });
});
