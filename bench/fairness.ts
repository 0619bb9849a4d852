// Fair readers and bounded upload memory, on the built server (`npm start`, embedded database):
//
// 1. Three addresses each send the slow PDF of the hostile-file support (a sub-1 KB page of 13,000 nested q ... Q)
//    through both upload routes, each route at the upload rate limit, while a fourth visitor uploads a text invoice
//    every few seconds: the visitor's answer times (median and worst; target at most 1 s and 2 s).
// 2. 40 addresses each open 2 uploads of 10 MB, send all but the last bytes and hold them open: the server's
//    resident memory before and at its peak (target: at most 150 MB more).
//
//   npm run bench:fairness     (BENCH_DURATION seconds for part 1, default 60; BENCH_PORT, default 3196)

import { mkdtempSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { nestedStatePdf } from "../tests/support/hostile-pdfs.ts";
import {
  ensureBuilt,
  median,
  type RunningServer,
  removeDir,
  sleep,
  startServer,
} from "./support/app-server.ts";
import { awsProviderId, BENCH_INVOICE, readBenchInvoice } from "./support/upload.ts";

const DURATION_MS = Number(process.env.BENCH_DURATION ?? 60) * 1000;
const PORT = Number(process.env.BENCH_PORT ?? 3196);
const RATE_PER_MINUTE = 10;
const ATTACKERS = ["203.0.113.11", "203.0.113.12", "203.0.113.13"];
const VISITOR = "198.51.100.200";
const HOLDERS = 40;
const HELD_MB = 10;

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" / ");

function form(fields: Record<string, string>, pdf: Uint8Array<ArrayBuffer>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set("file", new Blob([pdf], { type: "application/pdf" }), "invoice.pdf");
  return body;
}

async function post(
  url: string,
  from: string,
  body: FormData,
  headers: Record<string, string> = {},
): Promise<{ status: number; ms: number; json: Record<string, unknown> }> {
  const started = performance.now();
  try {
    const res = await fetch(url, { method: "POST", body, headers: { "x-forwarded-for": from, ...headers } });
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: res.status, ms: performance.now() - started, json };
  } catch {
    return { status: 0, ms: performance.now() - started, json: {} };
  }
}

async function fairReaders(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cbc-fairness-"));
  // Production limits (uploads per minute, reader budget, time limit); the same file again is read again.
  const server = await startServer({
    port: PORT,
    dataDir,
    env: {
      TRUST_PROXY: "true",
      UPLOAD_RATE_LIMIT: String(RATE_PER_MINUTE),
      READER_SECONDS_PER_CLIENT: "60",
      DUPLICATE_WINDOW_MINUTES: "0",
    },
  });
  try {
    const base = server.baseUrl;
    const provider = await awsProviderId(base);
    const invoice = readBenchInvoice();
    const slow = new Uint8Array(nestedStatePdf()) as Uint8Array<ArrayBuffer>;
    const fields = (who: string) => ({
      name: "Bench",
      email: `${who}@example.com`,
      cloudProviderId: provider,
    });
    // Warm: the readers start on the first PDF.
    await post(`${base}/api/analyses`, "198.51.100.201", form(fields("warm"), invoice));
    // Each attacker's own result, for the route that adds a month to it.
    const results: Array<{ id: string; token: string }> = [];
    for (const from of ATTACKERS) {
      const created = await post(`${base}/api/analyses`, from, form(fields(from), invoice));
      if (created.status !== 201)
        throw new Error(`attacker set-up answered ${created.status}: ${created.json.error}`);
      results.push({ id: String(created.json.resultId), token: String(created.json.manageToken) });
    }

    console.log(
      `1. ${ATTACKERS.length} addresses send ${path.basename("nested-q.pdf")} (${slow.byteLength} bytes) through both ` +
        `upload routes, each at ${RATE_PER_MINUTE}/min; a visitor uploads ${path.basename(BENCH_INVOICE)}; ` +
        `${DURATION_MS / 1000} s; load ${load()}`,
    );
    const end = performance.now() + DURATION_MS;
    const attackStatuses = new Map<number, number>();
    const attackTimes: number[] = [];
    const pending: Array<Promise<unknown>> = [];
    const interval = 60_000 / RATE_PER_MINUTE;
    ATTACKERS.forEach((from, i) => {
      const result = results[i] as { id: string; token: string };
      for (const route of ["analyses", "months"] as const) {
        pending.push(
          (async () => {
            await sleep(i * 200 + (route === "months" ? interval / 2 : 0));
            while (performance.now() < end) {
              const sent =
                route === "analyses"
                  ? post(`${base}/api/analyses`, from, form(fields(from), slow))
                  : post(`${base}/api/results/${result.id}/invoices`, from, form({}, slow), {
                      "x-manage-token": result.token,
                    });
              pending.push(
                sent.then((answer) => {
                  attackStatuses.set(answer.status, (attackStatuses.get(answer.status) ?? 0) + 1);
                  attackTimes.push(answer.ms);
                }),
              );
              await sleep(interval);
            }
          })(),
        );
      }
    });
    const visitorTimes: number[] = [];
    const visitorStatuses = new Map<number, number>();
    await sleep(1_000);
    while (performance.now() < end) {
      const answer = await post(`${base}/api/analyses`, VISITOR, form(fields("visitor"), invoice));
      visitorTimes.push(answer.ms);
      visitorStatuses.set(answer.status, (visitorStatuses.get(answer.status) ?? 0) + 1);
      await sleep(Math.max(0, interval + 500 - answer.ms));
    }
    await Promise.all(pending);
    const sorted = [...visitorTimes].sort((a, b) => a - b);
    const statuses = (map: Map<number, number>) =>
      [...map.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([status, n]) => `${n}x ${status}`)
        .join(", ");
    console.log(
      `   attackers: ${statuses(attackStatuses)}; their answers median ${median(attackTimes).toFixed(0)} ms`,
    );
    console.log(
      `   visitor: ${visitorTimes.length} uploads (${statuses(visitorStatuses)}), median ${median(visitorTimes).toFixed(0)} ms, ` +
        `worst ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} ms  (target: median <= 1000, worst <= 2000)  load ${load()}`,
    );
  } finally {
    await server.stop();
    removeDir(dataDir);
  }
}

/** A 10 MB upload sent but for its last bytes, then held; resolves with the answer's status (0: none). */
function holdUpload(
  port: number,
  from: string,
  provider: string,
): { answer: Promise<number>; abort(): void } {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBench\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nheld@example.com\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="cloudProviderId"\r\n\r\n${provider}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      "Content-Type: application/pdf\r\n\r\n%PDF-1.7\n",
  );
  const file = Buffer.alloc(HELD_MB * 1024 * 1024 - 64 * 1024, 0x20);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let request!: http.ClientRequest;
  const answer = new Promise<number>((resolve) => {
    request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/analyses",
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(head.length + file.length + tail.length),
          "x-forwarded-for": from,
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    request.on("error", () => resolve(0));
    request.write(head);
    request.write(file);
  });
  return { answer, abort: () => request.destroy() };
}

async function heldUploads(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cbc-held-"));
  const server: RunningServer = await startServer({ port: PORT + 1, dataDir, env: { TRUST_PROXY: "true" } });
  try {
    const provider = await awsProviderId(server.baseUrl);
    await sleep(2_000);
    const before = server.rssMb();
    let peak = before;
    const watch = setInterval(() => {
      peak = Math.max(peak, server.rssMb());
    }, 50);
    console.log(
      `2. ${HOLDERS} addresses x 2 uploads x ${HELD_MB} MB, all but the last bytes sent, held 10 s; load ${load()}`,
    );
    const held = Array.from({ length: HOLDERS * 2 }, (_, i) =>
      holdUpload(PORT + 1, `203.0.113.${100 + Math.floor(i / 2)}`, provider),
    );
    const answered = new Map<number, number>();
    for (const h of held)
      void h.answer.then((status) => answered.set(status, (answered.get(status) ?? 0) + 1));
    await sleep(10_000);
    clearInterval(watch);
    for (const h of held) h.abort();
    await Promise.all(held.map((h) => h.answer));
    const statuses = [...answered.entries()]
      .map(([status, n]) => `${n}x ${status || "none (held)"}`)
      .join(", ");
    console.log(
      `   RSS before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB: +${(peak - before).toFixed(0)} MB ` +
        `(target: at most +150 MB); answers while held: ${statuses}; load ${load()}`,
    );
  } finally {
    await server.stop();
    removeDir(dataDir);
  }
}

await ensureBuilt();
console.log(`${os.availableParallelism()} cores, load average (1 / 5 / 15 min) ${load()}`);
await fairReaders();
await heldUploads();
