import type { InvoiceReading } from "../engine/invoice-reading.ts";
import type { PageContent } from "../engine/layout/page-content.ts";
import type { ScanLimits } from "./ocr/scan-limits.ts";

// Messages between the pool (pdf-text.ts) and its reader processes (pdf-text.worker.ts). "invoice" also reads the page in the worker
// (read-invoice.ts), so the engine's CPU time is off the server's event loop. "scan" reads the pages by OCR (the pool's
// scan lane); an "invoice" whose page 1 has no usable text answers `scanned` for the pool to send it there.
export type WorkerTask = "page" | "invoice" | "scan";
export type WorkerRequest = { id: number; pdf: Uint8Array; task: WorkerTask; scan?: ScanLimits };
export type WorkerResult = { page: PageContent } | { invoice: InvoiceReading } | { scanned: true };
/** A scan with nothing legible on it, or not read within its time: `no_text`. */
export type ReadFailure = "encrypted" | "too_much_memory" | "unreadable" | "no_text";
export type WorkerReply =
  | ({ id: number; ok: true } & WorkerResult)
  | { id: number; ok: false; reason: ReadFailure };
export type WorkerReady = { ready: true };
