import { parentPort, workerData } from "node:worker_threads";
import type { ImageType } from "./image-type.ts";
import { ImageRejectedError, reencodeImage } from "./reencode-image.ts";

/** One photo, re-encoded off the server's event loop (see reencodeImageOffThread); the thread then ends. */
const { bytes, type } = workerData as { bytes: Uint8Array; type: ImageType };
reencodeImage(bytes, type).then(
  (clean) => parentPort?.postMessage({ ok: true, bytes: new Uint8Array(clean) }),
  (error: unknown) =>
    parentPort?.postMessage({
      ok: false,
      rejected: error instanceof ImageRejectedError,
      message: error instanceof Error ? error.message : String(error),
    }),
);
