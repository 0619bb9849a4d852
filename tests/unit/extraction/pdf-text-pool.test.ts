import { readFileSync } from "node:fs";
import { createDeflate } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { PdfReadError } from "#server/extraction/errors.ts";
import { createPdfTextPool } from "#server/extraction/pdf/pdf-text.ts";
import { type Placement, writePdf } from "#tests/support/invoice-generator/pdf-writer.ts";

const simple = writePdf([
  { x: 40, y: 700, text: "Footer line" },
  { x: 40, y: 750, text: "Header line" },
]);
// Close to a million text runs: pdf.js needs far longer than the test's time limit.
/** A page of `count` short text runs, compressed. */
function manyTextRuns(count: number): Uint8Array {
  return writePdf(
    Array.from(
      { length: count },
      (_, i): Placement => ({ x: 40 + (i % 50), y: 100 + (i % 600), text: "abcdefghij" }),
    ),
    { compress: true },
  );
}
const slow = manyTextRuns(800_000);
const realAws = new Uint8Array(
  readFileSync(new URL("../../fixtures/invoices/real-aws_invoice2data_1.pdf", import.meta.url)),
);

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "resolved";
  } catch (error) {
    return error instanceof PdfReadError ? error.reason : `other: ${String(error)}`;
  }
}

describe("createPdfTextPool", () => {
  const pool = createPdfTextPool({ size: 2 });
  // 800k text runs take pdf.js several seconds; 2 s is still ample for a small file on a busy machine.
  // Memory is not what this one tests: 800k text runs may pass the default per-reader cap before 2 s.
  // The operator caps off: these files are built to be slow or large, to reach the time and memory limits.
  const limited = createPdfTextPool({
    size: 1,
    timeoutMs: 2_000,
    maxMemoryMb: 2048,
    maxRssMb: 4096,
    contentLimits: false,
  });
  afterAll(() => Promise.all([pool.close(), limited.close()]));

  it("returns page-1 text with lines in visual order", async () => {
    expect(await pool.extractFirstPageText(simple)).toBe("Header line\nFooter line");
  });

  it("reads real invoices with embedded fonts to the same text as a plain read", async () => {
    const text = await pool.extractFirstPageText(realAws);
    expect(text).toContain("Invoice Number:   42183017");
    expect(text).toContain("AWS Service Charges   $4.11");
  });

  it("leaves the caller's buffer intact", async () => {
    const copy = simple.slice();
    await pool.extractFirstPageText(copy);
    expect(copy).toEqual(simple);
  });

  it("leaves a pooled Node Buffer (a view on a shared ArrayBuffer) usable", async () => {
    const buffer = Buffer.from(simple);
    const neighbour = Buffer.from("shares the allocation pool");
    await pool.extractFirstPageText(buffer);
    expect(buffer.byteLength).toBe(simple.byteLength);
    expect(neighbour.toString()).toBe("shares the allocation pool");
  });

  it("stops a file that runs past the time limit, then keeps serving", async () => {
    expect(await reasonOf(limited.extractFirstPageText(slow))).toBe("timeout");
    expect(await limited.extractFirstPageText(simple)).toBe("Header line\nFooter line");
  });

  it("stops a file that needs more memory than the cap, then keeps serving", {
    timeout: 120_000,
  }, async () => {
    // A 128 MB heap: enough to start a reader, not enough for 400k text items. V8 then aborts the reader
    // process; the server is not affected.
    const capped = createPdfTextPool({
      size: 1,
      timeoutMs: 100_000,
      maxMemoryMb: 128,
      maxRssMb: 4096,
      contentLimits: false,
    });
    try {
      const huge = manyTextRuns(400_000);
      expect(await reasonOf(capped.extractFirstPageText(huge))).toBe("too_much_memory");
      expect(await capped.extractFirstPageText(simple)).toBe("Header line\nFooter line");
    } finally {
      await capped.close();
    }
  });

  it("kills a reader whose resident memory passes its cap, then keeps serving", {
    timeout: 120_000,
  }, async () => {
    // A heap large enough for the file, but at most 160 MB resident: the /proc watch stops it, not V8.
    const watched = createPdfTextPool({
      size: 1,
      timeoutMs: 100_000,
      maxMemoryMb: 2048,
      maxRssMb: 160,
      contentLimits: false,
    });
    try {
      const huge = manyTextRuns(400_000);
      expect(await reasonOf(watched.extractFirstPageText(huge))).toBe("too_much_memory");
      expect(await watched.extractFirstPageText(simple)).toBe("Header line\nFooter line");
    } finally {
      await watched.close();
    }
  });

  it("stops a small, highly compressed file whose stream would take gigabytes, then keeps serving", {
    timeout: 120_000,
  }, async () => {
    // One text run, then 2 GB of spaces that deflate to about 2 MB: the decoded stream would live outside the
    // reader's JavaScript heap; zlib's output cap refuses it before pdf.js decodes it.
    const deflate = createDeflate({ level: 9 });
    const chunks: Buffer[] = [];
    deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => deflate.on("end", resolve));
    deflate.write("BT /F1 9 Tf 1 0 0 1 40 700 Tm (bomb) Tj ET\n");
    const spaces = Buffer.alloc(1024 * 1024, 0x20);
    for (let i = 0; i < 2048; i++) {
      if (!deflate.write(spaces)) await new Promise((resolve) => deflate.once("drain", resolve));
    }
    deflate.end();
    await ended;
    const bomb = writePdf([], { deflatedContent: Buffer.concat(chunks) });

    const watched = createPdfTextPool({ size: 1, timeoutMs: 100_000, maxRssMb: 300 });
    try {
      const started = Date.now();
      expect(await reasonOf(watched.extractFirstPageText(bomb))).toBe("too_much_memory");
      expect(Date.now() - started).toBeLessThan(60_000);
      // Whatever memory the allocator kept after the bomb does not count against the next files.
      for (let i = 0; i < 3; i++) {
        expect(await watched.extractFirstPageText(realAws)).toContain("Invoice Number:   42183017");
      }
    } finally {
      await watched.close();
    }
  });

  it("serves more files at once than it has workers", async () => {
    const texts = await Promise.all(Array.from({ length: 6 }, () => pool.extractFirstPageText(simple)));
    expect(new Set(texts)).toEqual(new Set(["Header line\nFooter line"]));
  });

  it("refuses non-PDF and truncated bytes before any worker sees them", async () => {
    expect(await reasonOf(pool.extractFirstPageText(new TextEncoder().encode("hello")))).toBe("not_pdf");
    expect(await reasonOf(pool.extractFirstPageText(simple.slice(0, 200)))).toBe("truncated");
  });

  it("reports a password-protected file as encrypted", async () => {
    const encrypted = writePdf([{ x: 40, y: 700, text: "secret" }], { encrypted: true });
    expect(await reasonOf(pool.extractFirstPageText(encrypted))).toBe("encrypted");
  });

  it("refuses work instead of hanging when no worker can start", { timeout: 120_000 }, async () => {
    // 8 MB of heap cannot even load pdf.js: three failed starts, then the pool gives up.
    const broken = createPdfTextPool({ size: 1, maxMemoryMb: 8 });
    try {
      expect(await reasonOf(broken.extractFirstPageText(simple))).toBe("unreadable");
      expect(await reasonOf(broken.extractFirstPageText(simple))).toBe("unreadable");
    } finally {
      await broken.close();
    }
  });

  it("rejects work after close()", async () => {
    const closing = createPdfTextPool({ size: 1 });
    await closing.close();
    expect(await reasonOf(closing.extractFirstPageText(simple))).toBe("unreadable");
  });
});
