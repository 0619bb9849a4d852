import { Gauge, type Registry } from "prom-client";
import type { PdfTextPool } from "../extraction/pdf/pdf-text.ts";

/**
 * The reader pool's gauges, read from the pool itself (no wrapper around it): the PDFs handed to it, beyond its
 * reader count waiting in its queue. The readers are child processes, so their memory is reported apart from this
 * process's (`cbc_pdf_pool_resident_bytes`).
 */
export function registerPdfPoolMetrics(pool: PdfTextPool, registry: Registry): void {
  new Gauge({
    name: "cbc_pdf_pool_queue_depth",
    help: "PDFs waiting for a free PDF worker",
    registers: [registry],
    collect() {
      this.set(Math.max(0, pool.inFlight() - pool.size));
    },
  });
  new Gauge({
    name: "cbc_pdf_pool_busy_workers",
    help: "PDF workers reading a file now",
    registers: [registry],
    collect() {
      this.set(Math.min(pool.inFlight(), pool.size));
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
}
