import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { PdfReadError } from "./errors.ts";
import { EMPTY_PAGE, type PageContent } from "./layout/page-content.ts";
import type { LocalExtraction } from "./local-extraction.ts";
import { assertInflatedSizeWithin, assertPdfBytes, hasNoFonts } from "./pdf-guards.ts";
import type {
  WorkerReady,
  WorkerReply,
  WorkerRequest,
  WorkerResult,
  WorkerTask,
} from "./pdf-text-protocol.ts";
import { readInvoice } from "./read-invoice.ts";
import { pageText } from "./text-lines.ts";

export type PdfTextPoolOptions = {
  size?: number;
  timeoutMs?: number;
  /** Each worker's JavaScript heap. */
  maxMemoryMb?: number;
  /**
   * How far the process's resident memory may grow while files are being read before every busy worker is
   * stopped. Decompressed PDF streams live outside the JavaScript heap, so a small, highly compressed file could
   * otherwise take gigabytes before its time is up. Growth, not a total: memory the allocator keeps after such a
   * file must not count against the next one.
   */
  maxMemoryGrowthMb?: number;
};

/** Page-1 text of PDFs, read in worker threads so a hostile file can neither stall nor crash the caller. */
export type PdfTextPool = {
  readonly size: number;
  /** Page 1's text runs with their positions (none: no text layer). Rejects with `PdfReadError` only. */
  readFirstPage(pdf: Uint8Array): Promise<PageContent>;
  /** Page 1 read by the extraction engine, in the worker. Rejects with `PdfReadError` only. */
  readInvoice(pdf: Uint8Array): Promise<LocalExtraction>;
  /** Page-1 text with lines rebuilt by position (may be empty: no text layer). Rejects with `PdfReadError` only. */
  extractFirstPageText(pdf: Uint8Array): Promise<string>;
  close(): Promise<void>;
};

const DEFAULT_TIMEOUT_MS = 5_000;
const DEFAULT_MAX_MEMORY_MB = 256;
const DEFAULT_MAX_MEMORY_GROWTH_MB = 512;
const MEMORY_CHECK_INTERVAL_MS = 20;

type Job = {
  id: number;
  pdf: Uint8Array;
  task: WorkerTask;
  resolve: (result: WorkerResult) => void;
  reject: (error: Error) => void;
};
type Slot = {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  dead: boolean;
  /** The process's resident memory when the current job was handed over. */
  rssAtStart: number;
};

const MAX_STARTUP_FAILURES = 3;

// In dev and tests the code runs from .ts through tsx/vitest; in production both files are bundled to .js.
const RUNS_FROM_TS = import.meta.url.endsWith(".ts");
const WORKER_URL = new URL(`./pdf-text.worker${RUNS_FROM_TS ? ".ts" : ".js"}`, import.meta.url);
// On Node 20 `execArgv: ["--import", "tsx"]` does not reach a worker's ESM loader (ERR_UNKNOWN_FILE_EXTENSION),
// so a .ts worker starts from a tiny bootstrap that registers tsx first.
const TS_BOOTSTRAP = `import("tsx/esm/api").then((api) => { api.register(); return import(${JSON.stringify(WORKER_URL.href)}); })`;

export function createPdfTextPool(options: PdfTextPoolOptions = {}): PdfTextPool {
  const size = Math.max(1, options.size ?? availableParallelism());
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxMemoryMb = options.maxMemoryMb ?? DEFAULT_MAX_MEMORY_MB;
  const maxGrowthBytes = (options.maxMemoryGrowthMb ?? DEFAULT_MAX_MEMORY_GROWTH_MB) * 1024 * 1024;
  let memoryWatch: NodeJS.Timeout | null = null;
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;
  let startupFailures = 0;

  function finish(slot: Slot): Job | null {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    return job;
  }

  function retire(slot: Slot, error: PdfReadError): void {
    if (slot.dead) return;
    slot.dead = true;
    finish(slot)?.reject(error);
    void slot.worker.terminate();
    startupFailures = slot.ready ? 0 : startupFailures + 1;
    if (startupFailures >= MAX_STARTUP_FAILURES) {
      // The worker cannot even start (broken install): fail fast instead of respawning forever.
      for (const job of queue.splice(0)) job.reject(new PdfReadError("unreadable"));
      return;
    }
    const index = slots.indexOf(slot);
    if (!closed && index >= 0) slots[index] = spawn();
    pump();
  }

  function spawn(): Slot {
    const worker = new Worker(RUNS_FROM_TS ? TS_BOOTSTRAP : WORKER_URL, {
      eval: RUNS_FROM_TS,
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: 32 },
    });
    const slot: Slot = { worker, ready: false, job: null, timer: null, dead: false, rssAtStart: 0 };
    worker.on("message", (message: WorkerReply | WorkerReady) => {
      if ("ready" in message) {
        slot.ready = true;
        startupFailures = 0;
      } else if (slot.job?.id === message.id) {
        const job = finish(slot);
        if (message.ok) job?.resolve(message);
        else job?.reject(new PdfReadError(message.reason));
      }
      pump();
    });
    worker.on("error", (error: Error & { code?: string }) => {
      retire(
        slot,
        new PdfReadError(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "too_much_memory" : "unreadable"),
      );
    });
    worker.on("exit", () => retire(slot, new PdfReadError("unreadable")));
    return slot;
  }

  /** While any worker is busy, stops the busy ones when memory has grown by more than maxMemoryGrowthMb. */
  function watchMemory(): void {
    if (memoryWatch) return;
    memoryWatch = setInterval(() => {
      const busy = slots.filter((slot) => slot.job && !slot.dead);
      if (busy.length === 0 || closed) {
        if (memoryWatch) clearInterval(memoryWatch);
        memoryWatch = null;
        return;
      }
      const baseline = Math.min(...busy.map((slot) => slot.rssAtStart));
      if (process.memoryUsage.rss() - baseline <= maxGrowthBytes) return;
      for (const slot of busy) retire(slot, new PdfReadError("too_much_memory"));
    }, MEMORY_CHECK_INTERVAL_MS);
    memoryWatch.unref();
  }

  function pump(): void {
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (!slot.ready || slot.job || slot.dead) continue;
      const job = queue.shift() as Job;
      slot.job = job;
      slot.timer = setTimeout(() => retire(slot, new PdfReadError("timeout")), timeoutMs);
      // A copy the worker may own: Buffer#slice would be a view, and transferring it detaches the caller's memory.
      const copy = new Uint8Array(job.pdf);
      slot.rssAtStart = process.memoryUsage.rss();
      slot.worker.postMessage({ id: job.id, pdf: copy, task: job.task } satisfies WorkerRequest, [
        copy.buffer,
      ]);
      watchMemory();
    }
  }

  const slots: Slot[] = Array.from({ length: size }, spawn);

  function read(pdf: Uint8Array, task: WorkerTask): Promise<WorkerResult> {
    // Closed, or every worker failed to start (see MAX_STARTUP_FAILURES): refuse rather than queue forever.
    if (closed || slots.every((slot) => slot.dead)) return Promise.reject(new PdfReadError("unreadable"));
    try {
      assertPdfBytes(pdf);
    } catch (error) {
      return Promise.reject(error);
    }
    if (hasNoFonts(pdf))
      return Promise.resolve(
        task === "invoice" ? { invoice: readInvoice(EMPTY_PAGE) } : { page: EMPTY_PAGE },
      );
    // Decompression bombs are refused by zlib's own output cap before a worker sees them (pdf-guards.ts);
    // the memory watch below stays as the backstop for what that check cannot see.
    return assertInflatedSizeWithin(pdf).then(
      () =>
        new Promise<WorkerResult>((resolve, reject) => {
          queue.push({ id: nextId++, pdf, task, resolve, reject });
          pump();
        }),
    );
  }

  async function readFirstPage(pdf: Uint8Array): Promise<PageContent> {
    const result = await read(pdf, "page");
    if (!("page" in result)) throw new PdfReadError("unreadable");
    return result.page;
  }

  return {
    size,
    readFirstPage,
    async readInvoice(pdf) {
      const result = await read(pdf, "invoice");
      if (!("invoice" in result)) throw new PdfReadError("unreadable");
      return result.invoice;
    },
    async extractFirstPageText(pdf) {
      return pageText(await readFirstPage(pdf));
    },
    async close() {
      closed = true;
      if (memoryWatch) clearInterval(memoryWatch);
      memoryWatch = null;
      for (const job of queue.splice(0)) job.reject(new PdfReadError("unreadable"));
      await Promise.all(
        slots.map((slot) => {
          slot.dead = true;
          finish(slot)?.reject(new PdfReadError("unreadable"));
          return slot.worker.terminate();
        }),
      );
    },
  };
}
