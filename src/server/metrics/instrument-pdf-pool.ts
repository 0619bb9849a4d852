import { Gauge, type Registry } from "prom-client";
import type { PdfTextPool } from "../extraction/pdf-text.ts";

/**
 * Counts the PDFs handed to the pool: beyond its worker count they wait in its queue. The workers are threads
 * of this process, so their memory is in `process_resident_memory_bytes` and `nodejs_external_memory_bytes`.
 */
export function instrumentPdfPool(pool: PdfTextPool, registry: Registry): PdfTextPool {
  let inFlight = 0;
  const track = async <T>(work: () => Promise<T>): Promise<T> => {
    inFlight += 1;
    try {
      return await work();
    } finally {
      inFlight -= 1;
    }
  };
  new Gauge({
    name: "cbc_pdf_pool_queue_depth",
    help: "PDFs waiting for a free PDF worker",
    registers: [registry],
    collect() {
      this.set(Math.max(0, inFlight - pool.size));
    },
  });
  new Gauge({
    name: "cbc_pdf_pool_busy_workers",
    help: "PDF workers reading a file now",
    registers: [registry],
    collect() {
      this.set(Math.min(inFlight, pool.size));
    },
  });
  new Gauge({
    name: "cbc_pdf_pool_workers",
    help: "PDF worker threads in this instance",
    registers: [registry],
    collect() {
      this.set(pool.size);
    },
  });
  return {
    ...pool,
    readFirstPage: (pdf) => track(() => pool.readFirstPage(pdf)),
    readInvoice: (pdf) => track(() => pool.readInvoice(pdf)),
    extractFirstPageText: (pdf) => track(() => pool.extractFirstPageText(pdf)),
  };
}
