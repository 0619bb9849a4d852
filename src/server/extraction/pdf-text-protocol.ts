import type { PageContent } from "./layout/page-content.ts";

// Messages between the pool (pdf-text.ts) and pdf-text.worker.ts.
export type WorkerRequest = { id: number; pdf: Uint8Array };
export type WorkerReply =
  | { id: number; ok: true; page: PageContent }
  | { id: number; ok: false; reason: "encrypted" | "unreadable" };
export type WorkerReady = { ready: true };
