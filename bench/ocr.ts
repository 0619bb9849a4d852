// Scanned-invoice benchmark: `npm run -s bench:ocr [-- --burst 6] [-- --runs 5]`.
// 1. One-page scan, end to end (extractInvoice: the text reader hands it to the scan lane, pdf.js draws it,
//    Tesseract reads it, the engine reads the words): cold (a new pool: the lane's reader starts and loads its
//    models) and warm, wall time and the scan reader's CPU. Target: at most 10 s on an idle machine.
// 2. A text PDF's answer alone, then while a burst of scans is read: the scans queue in their own lane and must not
//    slow the text PDF down. Target: the median during the burst within 20% (or 150 ms) of the median alone.
// The load average is printed with every figure: the targets hold on an idle machine (load below 1 a core).
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { extractInvoice } from "#server/extraction/extract-invoice.ts";
import { createPdfTextPool, type PdfTextPool } from "#server/extraction/pdf/pdf-text.ts";

const { values } = parseArgs({
  options: {
    burst: { type: "string", default: "6" },
    runs: { type: "string", default: "5" },
    scan: { type: "string", default: "tests/fixtures/scans/groff-de-hetzner-office.pdf" },
    text: { type: "string", default: "tests/fixtures/invoices/real-aws_invoice2data_1.pdf" },
  },
});
const BURST = Number(values.burst);
const RUNS = Number(values.runs);
const scan = new Uint8Array(readFileSync(values.scan));
const text = new Uint8Array(readFileSync(values.text));

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function timed(pool: PdfTextPool, pdf: Uint8Array): Promise<number> {
  const started = performance.now();
  await extractInvoice(pdf, { pool, llm: null });
  return performance.now() - started;
}

console.log(`cores ${availableParallelism()}, load average ${load()} (1, 5, 15 min)`);

// 1. One page, end to end.
{
  const pool = createPdfTextPool({ size: availableParallelism() });
  const cold = await timed(pool, scan);
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) warm.push(await timed(pool, scan));
  await pool.close();
  console.log(
    `one-page scan (${values.scan}): cold ${seconds(cold)}, warm median ${seconds(median(warm))} (min ${seconds(Math.min(...warm))}, max ${seconds(Math.max(...warm))}, ${RUNS} runs); target <= 10 s; load ${load()}`,
  );
}

// 2. A text PDF alone, then during a burst of scans.
{
  const pool = createPdfTextPool({ size: availableParallelism() });
  for (let i = 0; i < 3; i++) await timed(pool, text);
  const alone: number[] = [];
  for (let i = 0; i < RUNS * 2; i++) alone.push(await timed(pool, text));
  const burst = Array.from({ length: BURST }, () => timed(pool, scan));
  // Let the burst start: the scan lane has its reader busy.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const during: number[] = [];
  for (let i = 0; i < RUNS * 2; i++) during.push(await timed(pool, text));
  const loadDuring = load();
  const started = performance.now();
  const scans = await Promise.all(burst);
  await pool.close();
  const a = median(alone);
  const d = median(during);
  const ok = d <= Math.max(a * 1.2, a + 150);
  console.log(
    `text PDF alone: median ${seconds(a)} (${alone.length} runs); during a burst of ${BURST} scans: median ${seconds(d)} (load ${loadDuring}); ${ok ? "within" : "OVER"} the target`,
  );
  console.log(
    `the burst's scans answered after ${seconds(median(scans))} median, the last ${seconds(Math.max(...scans))} (one scan at a time in the scan lane; ${seconds(performance.now() - started)} after the text runs); load ${load()}`,
  );
}
