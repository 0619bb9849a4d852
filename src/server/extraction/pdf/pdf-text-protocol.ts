import type { InvoiceReading } from "../engine/invoice-reading.ts";
import type { PageContent } from "../engine/layout/page-content.ts";

// Messages between the pool (pdf-text.ts) and its reader processes (pdf-text.worker.ts). "invoice" also reads the page in the worker
// (read-invoice.ts), so the engine's CPU time is off the server's event loop.
export type WorkerTask = "page" | "invoice";
export type WorkerRequest = { id: number; pdf: Uint8Array; task: WorkerTask };
export type WorkerResult = { page: PageContent } | { invoice: InvoiceReading };
export type WorkerReply =
  | ({ id: number; ok: true } & WorkerResult)
  | { id: number; ok: false; reason: "encrypted" | "too_much_memory" | "unreadable" };
export type WorkerReady = { ready: true };
