import { type ChildProcess, fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism, setPriority } from "node:os";
import { fileURLToPath } from "node:url";
import type { InvoiceReading } from "../engine/invoice-reading.ts";
import { EMPTY_PAGE, type PageContent } from "../engine/layout/page-content.ts";
import { readInvoicePage } from "../engine/read-invoice.ts";
import { pageText } from "../engine/text-lines.ts";
import { PdfReadError } from "../errors.ts";
import { NO_CONTENT_LIMITS_ARG } from "./content-limits.ts";
import { devReaderBundle } from "./dev-reader-bundle.ts";
import { createFairQueue } from "./fair-queue.ts";
import { DEFAULT_SCAN_LIMITS, type ScanLimits } from "./ocr/scan-limits.ts";
import { assertPdfBytes, hasNoFonts } from "./pdf-guards.ts";
import type {
  WorkerReady,
  WorkerReply,
  WorkerRequest,
  WorkerResult,
  WorkerTask,
} from "./pdf-text-protocol.ts";
import type { ReaderUsage } from "./reader-client.ts";

const READER_NICENESS = 10;
// The scan lane's reader runs below the text readers: OCR takes seconds of CPU a page, a text PDF a fraction of one.
const SCAN_READER_NICENESS = 15;

export type PdfTextPoolOptions = {
  size?: number;
  /** Each file's time limit: one for every task, or per task kind (the kinds not named keep the default). */
  timeoutMs?: number | Partial<Record<WorkerTask, number>>;
  /** Reader time charged to each file's client (see fair-queue.ts); without it, clients are served in turn. */
  usage?: ReaderUsage;
  /** Each reader process's JavaScript heap (V8 old space). */
  maxMemoryMb?: number;
  /**
   * Each reader process's resident memory, all of it (heap, decoded streams, pdf.js's buffers). A reader past it
   * is killed and its file refused: decoded PDF data lives outside the JavaScript heap, so the heap limit alone
   * would let a small, highly compressed file take gigabytes. Checked every 20 ms while it reads (Linux /proc).
   */
  maxRssMb?: number;
  /**
   * Refuse files whose drawing operators are past content-limits.ts's caps before pdf.js reads them (default);
   * false only for tests of the time and memory limits, whose files are built to be slow or large.
   */
  contentLimits?: boolean;
  /**
   * Scanned PDFs (no usable text layer): read by OCR in a lane of their own, one reader started on the first scan,
   * so that scans queue behind each other and never take the text readers. Its own limits, apart from the text
   * readers' (decision 032): OCR's CPU time per page and per document, a wall-clock backstop, and a higher memory
   * cap (Tesseract's models and a page drawn at 200 dpi). `false`: scans are not read (a document without text).
   */
  scan?: false | (Partial<ScanLimits> & { maxRssMb?: number; maxMemoryMb?: number; timeoutMs?: number });
  /** Internal: this pool is a scan lane. */
  lane?: "text" | "scan";
};

/**
 * Page-1 text of PDFs, read in child processes so a hostile file can neither stall nor crash the server: a
 * reader that runs out of memory, crashes or hangs takes only itself down (decision 018).
 */
export type PdfTextPool = {
  readonly size: number;
  /** Page 1's text runs with their positions (none: no text layer). Rejects with `PdfReadError` only. */
  readFirstPage(pdf: Uint8Array): Promise<PageContent>;
  /** The invoice read by the extraction engine, in the reader (readDocument). Rejects with `PdfReadError` only. */
  readPdf(pdf: Uint8Array): Promise<InvoiceReading>;
  /** Page-1 text with lines rebuilt by position (may be empty: no text layer). Rejects with `PdfReadError` only. */
  extractFirstPageText(pdf: Uint8Array): Promise<string>;
  /** Resident memory of the reader processes now, together (0 where /proc cannot tell). */
  residentBytes(): number;
  /** Files handed to the pool and not answered yet: being read, or waiting for a reader. */
  inFlight(): number;
  close(): Promise<void>;
};

const DEFAULT_TIMEOUT_MS = 5_000;
const DEFAULT_MAX_MEMORY_MB = 192;
const DEFAULT_MAX_RSS_MB = 320;
const MEMORY_CHECK_INTERVAL_MS = 20;
// Measured: a reader reading a 200 dpi A4 scan peaks near 400 MB (Tesseract's WebAssembly memory and models,
// the page drawn in colour then grey).
const DEFAULT_SCAN_MAX_RSS_MB = 640;
// The scan reader stops itself at its document's CPU time; this wall-clock limit only ends one that does not (or a
// machine so busy that a scan would keep its visitor waiting for minutes).
const DEFAULT_SCAN_TIMEOUT_MS = 300_000;

type Job = {
  id: number;
  pdf: Uint8Array;
  task: WorkerTask;
  /** Sent again once already, to a fresh reader, after the reader it was on died (see retire). */
  retried?: boolean;
  resolve: (result: WorkerResult) => void;
  reject: (error: Error) => void;
};
type Slot = {
  child: ChildProcess;
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  dead: boolean;
  /** Files this reader has answered: its heap holds what they left behind. */
  served: number;
};

const MAX_STARTUP_FAILURES = 3;

// In production both files are bundled to .js; in dev and tests the code runs from .ts and the reader is bundled
// on first use.
const RUNS_FROM_TS = import.meta.url.endsWith(".ts");
const readerFile = (): string =>
  RUNS_FROM_TS
    ? devReaderBundle(new URL("./pdf-text.worker.ts", import.meta.url))
    : fileURLToPath(new URL("./pdf-text.worker.js", import.meta.url));

/** Resident memory of a process in bytes, or null where /proc cannot tell (not Linux, already gone). */
function residentBytes(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "latin1"))?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}

/** The scan limits in effect: the defaults, overridden by the pool's options. */
function scanLimitsOf(options: PdfTextPoolOptions): ScanLimits {
  const scan = options.scan || {};
  return {
    dpi: scan.dpi ?? DEFAULT_SCAN_LIMITS.dpi,
    maxPages: scan.maxPages ?? DEFAULT_SCAN_LIMITS.maxPages,
    pageMs: scan.pageMs ?? DEFAULT_SCAN_LIMITS.pageMs,
    documentMs: scan.documentMs ?? DEFAULT_SCAN_LIMITS.documentMs,
  };
}

export function createPdfTextPool(options: PdfTextPoolOptions = {}): PdfTextPool {
  const size = Math.max(1, options.size ?? availableParallelism());
  const isScanLane = options.lane === "scan";
  const scanLimits = scanLimitsOf(options);
  let scanLane: PdfTextPool | null = null;
  const scanPool = (): PdfTextPool => {
    const scan = options.scan || {};
    scanLane ??= createPdfTextPool({
      size: 1,
      lane: "scan",
      scan: options.scan,
      usage: options.usage,
      contentLimits: options.contentLimits,
      timeoutMs: scan.timeoutMs ?? DEFAULT_SCAN_TIMEOUT_MS,
      maxRssMb: scan.maxRssMb ?? DEFAULT_SCAN_MAX_RSS_MB,
      maxMemoryMb: scan.maxMemoryMb ?? options.maxMemoryMb,
    });
    return scanLane;
  };
  const timeoutFor = (task: WorkerTask): number =>
    typeof options.timeoutMs === "number"
      ? options.timeoutMs
      : (options.timeoutMs?.[task] ?? DEFAULT_TIMEOUT_MS);
  const maxMemoryMb = options.maxMemoryMb ?? DEFAULT_MAX_MEMORY_MB;
  const maxRssBytes = (options.maxRssMb ?? DEFAULT_MAX_RSS_MB) * 1024 * 1024;
  let memoryWatch: NodeJS.Timeout | null = null;
  const queue = createFairQueue<Job>(options.usage);
  let nextId = 1;
  let closed = false;
  let startupFailures = 0;

  function finish(slot: Slot): Job | null {
    const job = slot.job;
    if (job) queue.done(job);
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    return job;
  }

  function retire(slot: Slot, error: PdfReadError): void {
    if (slot.dead) return;
    slot.dead = true;
    const job = finish(slot);
    // A reader that had already read other files died of memory or crashed on this one: what the earlier files
    // left in its heap may be the cause, not this file. It gets one more try on a fresh reader; a file that kills
    // that one too is refused. A time limit is never retried (a hostile file would take the readers twice as long).
    if (job && slot.served > 0 && !job.retried && error.reason !== "timeout") {
      job.retried = true;
      queue.unshift(job);
    } else job?.reject(error);
    slot.child.kill("SIGKILL");
    startupFailures = slot.ready ? 0 : startupFailures + 1;
    if (startupFailures >= MAX_STARTUP_FAILURES) {
      // The reader cannot even start (broken install): fail fast instead of respawning forever.
      for (const job of queue.drain()) job.reject(new PdfReadError("unreadable"));
      return;
    }
    const index = slots.indexOf(slot);
    if (!closed && index >= 0) slots[index] = spawn();
    pump();
  }

  function spawn(): Slot {
    const child = fork(readerFile(), options.contentLimits === false ? [NO_CONTENT_LIMITS_ARG] : [], {
      execArgv: [`--max-old-space-size=${maxMemoryMb}`, "--max-semi-space-size=16"],
      serialization: "advanced",
      // A crash report (a V8 out-of-memory trace) goes to the server's log, never to a visitor.
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    });
    // Readers run below the server's priority: under a burst they must not take the cores /api/health and
    // every other request need. Best effort: a platform that refuses it keeps the default.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, isScanLane ? SCAN_READER_NICENESS : READER_NICENESS);
      } catch {
        // Not permitted here: same priority as the server.
      }
    }
    const slot: Slot = { child, ready: false, job: null, timer: null, dead: false, served: 0 };
    child.on("message", (message: WorkerReply | WorkerReady) => {
      if ("ready" in message) {
        slot.ready = true;
        startupFailures = 0;
      } else if (slot.job?.id === message.id) {
        slot.served += 1;
        const job = finish(slot);
        if (message.ok) job?.resolve(message);
        else job?.reject(new PdfReadError(message.reason));
      }
      pump();
    });
    // Killed by the kernel or by V8 running out of heap (SIGABRT / 134) mid-file: that file took too much memory.
    child.on("exit", (code, signal) => {
      const outOfMemory = slot.job !== null && (signal === "SIGABRT" || signal === "SIGKILL" || code === 134);
      retire(slot, new PdfReadError(outOfMemory ? "too_much_memory" : "unreadable"));
    });
    child.on("error", () => retire(slot, new PdfReadError("unreadable")));
    return slot;
  }

  /** While any reader is busy, kills the ones whose resident memory is past maxRssMb. */
  function watchMemory(): void {
    if (memoryWatch) return;
    memoryWatch = setInterval(() => {
      const busy = slots.filter((slot) => slot.job && !slot.dead);
      if (busy.length === 0 || closed) {
        if (memoryWatch) clearInterval(memoryWatch);
        memoryWatch = null;
        return;
      }
      for (const slot of busy) {
        if ((residentBytes(slot.child.pid) ?? 0) > maxRssBytes)
          retire(slot, new PdfReadError("too_much_memory"));
      }
    }, MEMORY_CHECK_INTERVAL_MS);
    memoryWatch.unref();
  }

  function pump(): void {
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (!slot.ready || slot.job || slot.dead) continue;
      const job = queue.shift() as Job;
      slot.job = job;
      slot.timer = setTimeout(() => retire(slot, new PdfReadError("timeout")), timeoutFor(job.task));
      // A plain copy of exactly the file's bytes: a Node Buffer (often a view on a shared pool) does not arrive
      // as the same bytes.
      const pdf = new Uint8Array(job.pdf);
      slot.child.send({
        id: job.id,
        pdf,
        task: job.task,
        ...(job.task === "scan" ? { scan: scanLimits } : {}),
      } satisfies WorkerRequest);
      watchMemory();
    }
  }

  const slots: Slot[] = Array.from({ length: size }, spawn);

  function read(pdf: Uint8Array, task: WorkerTask): Promise<WorkerResult> {
    // Closed, or every reader failed to start (see MAX_STARTUP_FAILURES): refuse rather than queue forever.
    if (closed || slots.every((slot) => slot.dead)) return Promise.reject(new PdfReadError("unreadable"));
    try {
      assertPdfBytes(pdf);
    } catch (error) {
      return Promise.reject(error);
    }
    // No font at all: no text to read; an invoice goes to the scan lane (see readPdf).
    if (hasNoFonts(pdf) && task !== "scan")
      return Promise.resolve(task === "invoice" ? { scanned: true as const } : { page: EMPTY_PAGE });
    return new Promise<WorkerResult>((resolve, reject) => {
      queue.push({ id: nextId++, pdf, task, resolve, reject });
      pump();
    });
  }

  async function readFirstPage(pdf: Uint8Array): Promise<PageContent> {
    const result = await read(pdf, "page");
    if (!("page" in result)) throw new PdfReadError("unreadable");
    return result.page;
  }

  return {
    size,
    readFirstPage,
    async readPdf(pdf) {
      let result = await read(pdf, isScanLane ? "scan" : "invoice");
      // No usable text layer: read by OCR in the scan lane, or (scans turned off) as a page without text.
      if ("scanned" in result)
        result =
          options.scan === false
            ? { invoice: readInvoicePage(EMPTY_PAGE) }
            : { invoice: await scanPool().readPdf(pdf) };
      if (!("invoice" in result)) throw new PdfReadError("unreadable");
      return result.invoice;
    },
    async extractFirstPageText(pdf) {
      return pageText(await readFirstPage(pdf));
    },
    inFlight: () => queue.length + slots.filter((slot) => slot.job !== null && !slot.dead).length,
    residentBytes() {
      const lane = scanLane?.residentBytes() ?? 0;
      return (
        lane + slots.reduce((sum, slot) => sum + (slot.dead ? 0 : (residentBytes(slot.child.pid) ?? 0)), 0)
      );
    },
    async close() {
      closed = true;
      await scanLane?.close();
      if (memoryWatch) clearInterval(memoryWatch);
      memoryWatch = null;
      for (const job of queue.drain()) job.reject(new PdfReadError("unreadable"));
      await Promise.all(
        slots.map((slot) => {
          slot.dead = true;
          finish(slot)?.reject(new PdfReadError("unreadable"));
          if (slot.child.exitCode !== null || slot.child.signalCode !== null) return undefined;
          const exited = new Promise((resolve) => slot.child.once("exit", resolve));
          slot.child.kill("SIGKILL");
          return exited;
        }),
      );
    },
  };
}
