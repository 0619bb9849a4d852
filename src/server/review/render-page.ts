import type { RenderReply, RenderRequest } from "./render-protocol.ts";

const RENDER_TIMEOUT_MS = 10_000;
/** Wide enough to read an invoice's small print on a laptop, small enough to load quickly on a phone. */
export const PAGE_IMAGE_WIDTH = 1100;

export type RenderedPage = Extract<RenderReply, { ok: true }>;

/**
 * One page of an uploaded PDF as a PNG with the numbers it prints, in a worker thread with a capped heap that is
 * ended after RENDER_TIMEOUT_MS. Nothing is written anywhere: the image lives in memory for the one answer.
 */
export async function renderPage(pdf: Uint8Array, page: number, draw = true): Promise<RenderedPage | null> {
  const { Worker } = await import("node:worker_threads");
  // Sources run as .ts (tsx, vitest, Node's type stripping); the bundle has render-page.worker.js beside its chunks.
  const file = import.meta.url.endsWith(".ts") ? "./render-page.worker.ts" : "./render-page.worker.js";
  const request: RenderRequest = { pdf: pdf.slice(), page, width: PAGE_IMAGE_WIDTH, draw };
  const worker = new Worker(new URL(file, import.meta.url), {
    workerData: request,
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  try {
    return await new Promise<RenderedPage | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
      worker.once("message", (reply: RenderReply) => {
        clearTimeout(timer);
        resolve(reply.ok ? reply : null);
      });
      worker.once("error", () => {
        clearTimeout(timer);
        resolve(null);
      });
      worker.once("exit", () => {
        clearTimeout(timer);
        resolve(null);
      });
    });
  } finally {
    void worker.terminate();
  }
}
