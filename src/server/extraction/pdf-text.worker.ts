import { parentPort } from "node:worker_threads";
import { readPageContent } from "./page-text.ts";
import type { WorkerReply, WorkerRequest, WorkerResult } from "./pdf-text-protocol.ts";

const port = parentPort;
if (!port) throw new Error("pdf-text.worker must run as a worker thread");

// Loaded with the first invoice, not at start: a worker that only reads text starts faster.
let engine: Promise<typeof import("./read-invoice.ts")> | undefined;

async function run(request: WorkerRequest): Promise<WorkerResult> {
  const page = await readPageContent(request.pdf);
  if (request.task === "page") return { page };
  engine ??= import("./read-invoice.ts");
  return { invoice: (await engine).readInvoice(page) };
}

port.on("message", (request: WorkerRequest) => {
  run(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, ...result } satisfies WorkerReply),
    (failure: unknown) => {
      const reason = failure === "encrypted" ? "encrypted" : "unreadable";
      port.postMessage({ id: request.id, ok: false, reason } satisfies WorkerReply);
    },
  );
});
port.postMessage({ ready: true });
