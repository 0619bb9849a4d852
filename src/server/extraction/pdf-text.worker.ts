import { parentPort } from "node:worker_threads";
import { readPageContent } from "./page-text.ts";
import type { WorkerReply, WorkerRequest } from "./pdf-text-protocol.ts";

const port = parentPort;
if (!port) throw new Error("pdf-text.worker must run as a worker thread");

port.on("message", (request: WorkerRequest) => {
  readPageContent(request.pdf).then(
    (page) => port.postMessage({ id: request.id, ok: true, page } satisfies WorkerReply),
    (failure: unknown) => {
      const reason = failure === "encrypted" ? "encrypted" : "unreadable";
      port.postMessage({ id: request.id, ok: false, reason } satisfies WorkerReply);
    },
  );
});
port.postMessage({ ready: true });
