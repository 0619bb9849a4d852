import { readdirSync, readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { createLazyPdfTextPool } from "#server/analysis/lazy-pdf-pool.ts";
import type { PdfTextPool } from "#server/extraction/pdf/pdf-text.ts";

const INVOICE = new Uint8Array(readFileSync("tests/fixtures/invoices/real-aws_aethon-kumulus_1.pdf"));
/** The readers are child processes of this one (Linux /proc: children listed per thread). */
const readerCount = () =>
  readdirSync("/proc/self/task")
    .flatMap((task) => readFileSync(`/proc/self/task/${task}/children`, "utf8").trim().split(/\s+/))
    .filter((pid) => pid && /pdf-reader|pdf-text\.worker/.test(commandLine(pid))).length;
function commandLine(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return ""; // exited meanwhile
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let pool: PdfTextPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe("lazy PDF reader pool (issue 14: memory at rest, start-up)", () => {
  it("starts no reader until the first PDF, then reads it", async () => {
    const before = readerCount();
    pool = createLazyPdfTextPool({ size: 2, idleMs: 0 });
    await sleep(300);
    expect(readerCount()).toBe(before);
    const text = await pool.extractFirstPageText(INVOICE);
    expect(text).toMatch(/Amazon Web Services/i);
    expect(readerCount()).toBe(before + 2);
  }, 120_000);

  it("stops its readers after the idle time and starts them again for the next PDF", async () => {
    pool = createLazyPdfTextPool({ size: 1, idleMs: 200 });
    const before = readerCount();
    await pool.extractFirstPageText(INVOICE);
    const busy = readerCount();
    expect(busy).toBeGreaterThan(before);
    await sleep(1_000);
    expect(readerCount()).toBe(before);
    expect(await pool.extractFirstPageText(INVOICE)).toMatch(/Amazon Web Services/i);
  }, 120_000);

  it("refuses work once closed, as the eager pool does", async () => {
    pool = createLazyPdfTextPool({ size: 1 });
    await pool.close();
    await expect(pool.extractFirstPageText(INVOICE)).rejects.toMatchObject({ name: "PdfReadError" });
  });
});
