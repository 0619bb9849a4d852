// Extraction benchmark: `npm run -s bench:extract [-- --json] [-- --runs 20]`.
// Warm page-1 extraction + parsing per fixture (p50/p95) against poppler's `pdftotext -f 1 -l 1 -layout`
// spawned per file (as a server would), pool throughput by size, refusal time, cold CLI time and peak RSS.
// The reader is warmed on every fixture first; /proc/loadavg is printed with the ratios (targets hold at load <= 2).
import { execFileSync, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { build } from "esbuild";
import type { extractInvoice as ExtractInvoice } from "#server/extraction/extract-invoice.ts";
import type { createPdfTextPool as CreatePdfTextPool, PdfTextPool } from "#server/extraction/pdf/pdf-text.ts";

const { values } = parseArgs({
  options: {
    json: { type: "boolean", default: false },
    runs: { type: "string", default: "20" },
    dev: { type: "boolean", default: false },
  },
});
const RUNS = Number(values.runs);
const WARM_ROUNDS = 10;
const DIR = new URL("../tests/fixtures/invoices/", import.meta.url);
const log = (line: string) => {
  if (!values.json) console.log(line);
};

type Engine = { extractInvoice: typeof ExtractInvoice; createPdfTextPool: typeof CreatePdfTextPool };

// By default the engine is measured as production runs it: bundled by esbuild (as scripts/build-server.mjs does),
// worker included. `--dev` measures the .ts sources through tsx instead (slower worker start, ~4x the memory).
async function loadEngine(dev: boolean): Promise<Engine> {
  if (dev) {
    const [extract, pdfText] = await Promise.all([
      import("#server/extraction/extract-invoice.ts"),
      import("#server/extraction/pdf/pdf-text.ts"),
    ]);
    return { extractInvoice: extract.extractInvoice, createPdfTextPool: pdfText.createPdfTextPool };
  }
  const root = fileURLToPath(new URL("../", import.meta.url));
  const outdir = `${root}node_modules/.cache/bench-extraction`;
  // A bundle left by an older layout must not be picked up in place of the one built now.
  rmSync(outdir, { recursive: true, force: true });
  const common = {
    bundle: true,
    platform: "node",
    target: "node22",
    format: "esm",
    packages: "external",
    logLevel: "warning",
  } as const;
  await build({
    ...common,
    stdin: {
      contents: `export { extractInvoice } from "./src/server/extraction/extract-invoice.ts";
export { createPdfTextPool } from "./src/server/extraction/pdf/pdf-text.ts";`,
      resolveDir: root,
      loader: "ts",
    },
    outfile: `${outdir}/engine.js`,
  });
  // The reader sits beside the code that starts it, as in dist/server: the bundled pdf-text.ts forks
  // "./pdf-text.worker.js" relative to its own module.
  await build({
    ...common,
    entryPoints: [`${root}src/server/extraction/pdf/pdf-text.worker.ts`],
    outfile: `${outdir}/pdf-text.worker.js`,
  });
  return (await import(`${outdir}/engine.js`)) as Engine;
}

// The ratios only mean something on a quiet machine (target: load average 2 or less): print it with them.
function loadAverage(): string {
  try {
    return readFileSync("/proc/loadavg", "latin1").trim();
  } catch {
    return loadavg()
      .map((value) => value.toFixed(2))
      .join(" ");
  }
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function ensurePdftotext(): boolean {
  if (spawnSync("pdftotext", ["-v"]).status === 0) return true;
  spawnSync("apt-get", ["install", "-y", "poppler-utils"], { stdio: "ignore" });
  return spawnSync("pdftotext", ["-v"]).status === 0;
}

function runPdftotext(path: string): number {
  const start = performance.now();
  spawnSync("pdftotext", ["-f", "1", "-l", "1", "-layout", path, "-"], { stdio: "ignore" });
  return performance.now() - start;
}

type Timing = { p50: number; p95: number; outcome: string; reference: number | null };

// Ours and pdftotext alternate run by run, so both see the same load on a shared machine.
async function timeFile(pool: PdfTextPool, pdf: Uint8Array, path: string | null): Promise<Timing> {
  const samples: number[] = [];
  const reference: number[] = [];
  let outcome = "ok";
  for (let i = 0; i < RUNS + 3; i++) {
    const start = performance.now();
    try {
      await extractInvoice(pdf, { pool, llm: null });
    } catch (error) {
      outcome = (error as { reason?: string }).reason ?? "error";
    }
    if (i < 3) continue;
    samples.push(performance.now() - start);
    if (path) reference.push(runPdftotext(path));
  }
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    outcome,
    reference: path ? percentile(reference, 50) : null,
  };
}

async function throughput(size: number, pdfs: Uint8Array[]): Promise<number> {
  const pool = createPdfTextPool({ size });
  const run = () =>
    Promise.all(pdfs.map((pdf) => extractInvoice(pdf, { pool, llm: null }).catch(() => null)));
  for (let i = 0; i < 5; i++) await run(); // pdf.js needs a few rounds of JIT warm-up per worker
  const rounds = 10;
  const start = performance.now();
  for (let i = 0; i < rounds; i++) await run();
  const seconds = (performance.now() - start) / 1000;
  await pool.close();
  return round((pdfs.length * rounds) / seconds, 1);
}

function coldCli(path: string): number {
  const samples: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    spawnSync("node_modules/.bin/tsx", ["src/cli/analyze.ts", path], { stdio: "ignore" });
    samples.push(performance.now() - start);
  }
  return round(percentile(samples, 50), 0);
}

const { extractInvoice, createPdfTextPool } = await loadEngine(values.dev);
const names = readdirSync(DIR)
  .filter((name) => name.endsWith(".pdf"))
  .sort();
const hasPoppler = ensurePdftotext();
const pool = createPdfTextPool({ size: 1 });
try {
  await pool.extractFirstPageText(
    readFileSync(new URL(names.find((n) => n.startsWith("real-aws")) ?? names[0] ?? "", DIR)),
  );
} catch (error) {
  // A reader that cannot start shows up as the child's own trace, then as "The PDF could not be read".
  console.error(
    `bench:extract: the PDF reader did not read a valid invoice (${values.dev ? "tsx sources" : "esbuild bundle: pdf-text.ts forks ./pdf-text.worker.js beside itself"}).`,
  );
  throw error;
}
if (!hasPoppler)
  console.error("bench:extract: pdftotext not found (apt-get install -y poppler-utils): no ratios.");
// Warm means warm: a server's reader has read many invoices, while a reader that has read a handful still runs
// pdf.js and the engine half-compiled (the first file timed came out 2-3x slower than the same file read later).
// Every fixture goes through the timing pool's reader a few rounds before any file is timed.
for (let round = 0; round < WARM_ROUNDS; round++)
  for (const name of names)
    await extractInvoice(new Uint8Array(readFileSync(new URL(name, DIR))), {
      pool,
      llm: null,
    }).catch(() => null);
const loadBefore = loadAverage();
log(`/proc/loadavg before the per-file runs: ${loadBefore}`);
const files: Array<Record<string, string | number | boolean | null>> = [];
log(`file${" ".repeat(52)}outcome      p50 ms  p95 ms  pdftotext ms  ratio`);
for (const name of names) {
  const path = new URL(name, DIR);
  const pdf = new Uint8Array(readFileSync(path));
  const refused = name.startsWith("refused-");
  const ours = await timeFile(pool, pdf, hasPoppler && !refused ? path.pathname : null);
  const reference = ours.reference;
  const ratio = reference ? round(ours.p50 / reference, 3) : null;
  const real = name.startsWith("real-");
  const withText =
    real &&
    (hasPoppler
      ? execFileSync("pdftotext", ["-f", "1", "-l", "1", path.pathname, "-"]).toString().trim() !== ""
      : true);
  files.push({
    file: name,
    real,
    with_text: withText,
    outcome: ours.outcome,
    p50_ms: round(ours.p50),
    p95_ms: round(ours.p95),
    pdftotext_ms: reference === null ? null : round(reference),
    ratio,
  });
  log(
    `${name.padEnd(56)} ${ours.outcome.padEnd(12)} ${ours.p50.toFixed(2).padStart(6)}  ${ours.p95.toFixed(2).padStart(6)}  ${(reference?.toFixed(2) ?? "-").padStart(12)}  ${ratio ?? "-"}`,
  );
}
const loadAfter = loadAverage();
await pool.close();
const warmRssMb = round(process.memoryUsage().rss / 1024 / 1024, 0);

const realRatios = files
  .filter((f) => f.with_text && typeof f.ratio === "number")
  .map((f) => f.ratio as number);
const geomean = realRatios.length
  ? round(Math.exp(realRatios.reduce((s, r) => s + Math.log(r), 0) / realRatios.length))
  : null;
const worst = realRatios.length ? Math.max(...realRatios) : null;
const refusals = files
  .filter((f) => f.outcome !== "ok" && f.outcome !== "unsupported")
  .map((f) => f.p50_ms as number);
const valid = names
  .filter((n) => !n.startsWith("refused-"))
  .map((n) => new Uint8Array(readFileSync(new URL(n, DIR))));
const scaling: Record<string, number> = {};
for (let size = 1; size <= availableParallelism(); size++)
  scaling[String(size)] = await throughput(size, valid);
const cold = coldCli(new URL(names.find((n) => n.startsWith("real-aws_invoice2data")) ?? "", DIR).pathname);
const rssMb = round(process.resourceUsage().maxRSS / 1024, 0);

const summary = {
  ratio_vs_pdftotext: geomean,
  worst_ratio: worst,
  p50_ms: round(
    percentile(
      files.map((f) => f.p50_ms as number),
      50,
    ),
  ),
  p95_ms: round(
    percentile(
      files.map((f) => f.p95_ms as number),
      95,
    ),
  ),
  files_per_second_by_pool_size: scaling,
  refusal_p50_ms_max: refusals.length ? Math.max(...refusals) : null,
  cold_cli_ms: cold,
  peak_rss_mb: rssMb,
  rss_after_warm_run_mb: warmRssMb,
  runs_per_file: RUNS,
  loadavg_before: loadBefore,
  loadavg_after: loadAfter,
  engine: values.dev ? "tsx sources" : "esbuild bundle",
  files,
};
if (values.json) console.log(JSON.stringify(summary));
else {
  log("");
  log(`geometric mean ratio vs pdftotext (real invoices with text): ${geomean}   worst: ${worst}`);
  log(`/proc/loadavg before: ${loadBefore}   after the per-file runs: ${loadAfter}`);
  log(`p50 over files: ${summary.p50_ms} ms   p95: ${summary.p95_ms} ms`);
  log(`files/s by pool size: ${JSON.stringify(scaling)}`);
  log(`refused files (not PDF, truncated, encrypted): slowest p50 ${summary.refusal_p50_ms_max} ms`);
  log(
    `cold CLI: ${cold} ms   RSS after the warm run (pool of 1): ${warmRssMb} MB   peak RSS (all pools): ${rssMb} MB`,
  );
}
