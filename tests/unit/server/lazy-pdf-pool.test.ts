import { readdirSync, readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { createLazyPdfTextPool } from "#server/analysis/lazy-pdf-pool.ts";
import type { PdfTextPool } from "#server/extraction/pdf-text.ts";

const INVOICE = new Uint8Array(readFileSync("tests/fixtures/invoices/real-aws_aethon-kumulus_1.pdf"));
/** Worker threads are OS threads of this process. */
const threadCount = () => readdirSync("/proc/self/task").length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let pool: PdfTextPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe("lazy PDF worker pool (issue 14: memory at rest, start-up)", () => {
  it("starts no worker until the first PDF, then reads it", async () => {
    const before = threadCount();
    pool = createLazyPdfTextPool({ size: 2, idleMs: 0 });
    await sleep(300);
    expect(threadCount()).toBe(before);
    const text = await pool.extractFirstPageText(INVOICE);
    expect(text).toMatch(/Amazon Web Services/i);
    expect(threadCount()).toBeGreaterThanOrEqual(before + 2);
  }, 120_000);

  it("stops its workers after the idle time and starts them again for the next PDF", async () => {
    pool = createLazyPdfTextPool({ size: 1, idleMs: 200 });
    const before = threadCount();
    await pool.extractFirstPageText(INVOICE);
    const busy = threadCount();
    expect(busy).toBeGreaterThan(before);
    await sleep(1_000);
    expect(threadCount()).toBeLessThan(busy);
    expect(await pool.extractFirstPageText(INVOICE)).toMatch(/Amazon Web Services/i);
  }, 120_000);

  it("refuses work once closed, as the eager pool does", async () => {
    pool = createLazyPdfTextPool({ size: 1 });
    await pool.close();
    await expect(pool.extractFirstPageText(INVOICE)).rejects.toMatchObject({ name: "PdfReadError" });
  });
});
