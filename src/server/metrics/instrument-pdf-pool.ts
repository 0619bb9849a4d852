import { Gauge, type Registry } from "prom-client";
import type { PdfTextPool } from "../extraction/pdf/pdf-text.ts";

/**
 * Counts the PDFs handed to the pool: beyond its reader count they wait in its queue. The readers are child
 * processes, so their memory is reported apart from this process's (`cbc_pdf_pool_resident_bytes`).
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
    help: "PDF reader processes in this instance",
    registers: [registry],
    collect() {
      this.set(pool.size);
    },
  });
  new Gauge({
    name: "cbc_pdf_pool_resident_bytes",
    help: "Resident memory of the PDF reader processes (0 while none runs)",
    registers: [registry],
    collect() {
      this.set(pool.residentBytes());
    },
  });
  return {
    ...pool,
    readFirstPage: (pdf) => track(() => pool.readFirstPage(pdf)),
    readPdf: (pdf) => track(() => pool.readPdf(pdf)),
    extractFirstPageText: (pdf) => track(() => pool.extractFirstPageText(pdf)),
  };
}
