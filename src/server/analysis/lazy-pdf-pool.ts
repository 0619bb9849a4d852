import { availableParallelism } from "node:os";
import type { InvoiceReading } from "../extraction/engine/invoice-reading.ts";
import type { PageContent } from "../extraction/engine/layout/page-content.ts";
import { PdfReadError } from "../extraction/errors.ts";
import type { PdfTextPool, PdfTextPoolOptions } from "../extraction/pdf/pdf-text.ts";

export interface LazyPdfTextPoolOptions extends PdfTextPoolOptions {
  /** Stop the readers after this long without a PDF to read (their memory goes back); 0 keeps them. */
  idleMs?: number;
}

const DEFAULT_IDLE_MS = 5 * 60_000;

/**
 * The PDF reader pool, started on the first PDF instead of at boot: each reader loads pdf.js (about 0.3 s of CPU
 * and tens of MB), which a server that is only asked for pages would carry for nothing, and which competed with
 * start-up on a 2-core machine. After `idleMs` without work the workers are stopped again; the next PDF starts
 * them anew.
 */
export function createLazyPdfTextPool(options: LazyPdfTextPoolOptions = {}): PdfTextPool {
  const { idleMs = DEFAULT_IDLE_MS, ...poolOptions } = options;
  const size = Math.max(1, poolOptions.size ?? availableParallelism());
  let pool: PdfTextPool | null = null;
  let pending = 0;
  let idleTimer: NodeJS.Timeout | null = null;
  let closed = false;

  function stopIdleTimer(): void {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
  }

  function armIdleTimer(): void {
    stopIdleTimer();
    if (idleMs <= 0 || closed) return;
    idleTimer = setTimeout(() => {
      if (pending > 0 || !pool) return;
      const idle = pool;
      pool = null;
      void idle.close();
    }, idleMs);
    idleTimer.unref();
  }

  async function run<T>(task: (active: PdfTextPool) => Promise<T>): Promise<T> {
    if (closed) throw new PdfReadError("unreadable");
    stopIdleTimer();
    pending++;
    try {
      if (!pool) {
        // The pool's module brings the extraction engine with it (the main process reads the pages' text into
        // figures): loaded with the first PDF, like the workers, not at start.
        const { createPdfTextPool } = await import("../extraction/pdf/pdf-text.ts");
        if (closed) throw new PdfReadError("unreadable");
        pool ??= createPdfTextPool({ ...poolOptions, size });
      }
      return await task(pool);
    } finally {
      pending--;
      if (pending === 0) armIdleTimer();
    }
  }

  return {
    size,
    readFirstPage: (pdf: Uint8Array): Promise<PageContent> => run((active) => active.readFirstPage(pdf)),
    readPdf: (pdf: Uint8Array): Promise<InvoiceReading> => run((active) => active.readPdf(pdf)),
    extractFirstPageText: (pdf: Uint8Array): Promise<string> =>
      run((active) => active.extractFirstPageText(pdf)),
    residentBytes: () => pool?.residentBytes() ?? 0,
    inFlight: () => pending,
    async close() {
      closed = true;
      stopIdleTimer();
      const active = pool;
      pool = null;
      await active?.close();
    },
  };
}
