// A PDF reader process of the pool in pdf-text.ts: reads one file at a time and answers over IPC.

import { pageText } from "../engine/text-lines.ts";
import { PdfReadError } from "../errors.ts";
import { assertContentWithinLimits, NO_CONTENT_LIMITS_ARG } from "./content-limits.ts";
import { DEFAULT_SCAN_LIMITS, SCAN_TOO_SLOW, UNREADABLE_SCAN } from "./ocr/scan-limits.ts";
import { hasUsableText, readPageContent, readPageContents, readScannedPages } from "./page-text.ts";
import { assertInflatedSizeWithin } from "./pdf-guards.ts";
import type {
  ReadFailure,
  WorkerReady,
  WorkerReply,
  WorkerRequest,
  WorkerResult,
} from "./pdf-text-protocol.ts";

const send = process.send?.bind(process);
if (!send) throw new Error("pdf-text.worker must run as a child process of the PDF pool");
const reply = (message: WorkerReply | WorkerReady) => send(message);

const contentLimits = !process.argv.includes(NO_CONTENT_LIMITS_ARG);

// Loaded with the first invoice, not at start: a reader that only reads text starts faster.
let engine: Promise<typeof import("../engine/read-invoice.ts")> | undefined;

async function run(request: WorkerRequest): Promise<WorkerResult> {
  // Decompression bombs are refused by zlib's own output cap before pdf.js decodes anything (pdf-guards.ts).
  await assertInflatedSizeWithin(request.pdf);
  // Operators that would keep pdf.js busy for seconds (deeply nested states) are refused before it starts.
  if (contentLimits) assertContentWithinLimits(request.pdf);
  if (request.task === "page") return { page: await readPageContent(request.pdf) };
  // The whole document (capped): the summary from page 1, or from a later page when page 1 has none; every page
  // for the per-service detail. A document without usable text goes back to the pool for its scan lane.
  const pages =
    request.task === "scan"
      ? await readScannedPages(request.pdf, request.scan ?? DEFAULT_SCAN_LIMITS)
      : await readPageContents(request.pdf);
  if (request.task === "invoice" && !hasUsableText(pages)) return { scanned: true };
  engine ??= import("../engine/read-invoice.ts");
  const invoice = (await engine).readDocument(pages);
  return { invoice: { ...invoice, pages: pages.map(pageText) } };
}

function reasonOf(failure: unknown): ReadFailure {
  if (failure === "encrypted") return "encrypted";
  if (failure === UNREADABLE_SCAN || failure === SCAN_TOO_SLOW) return "no_text";
  if (failure instanceof PdfReadError && failure.reason === "too_much_memory") return "too_much_memory";
  return "unreadable";
}

process.on("message", (request: WorkerRequest) => {
  run(request).then(
    (result) => reply({ id: request.id, ok: true, ...result }),
    (failure: unknown) => reply({ id: request.id, ok: false, reason: reasonOf(failure) }),
  );
});
// The server went away (even killed): do not outlive it.
process.on("disconnect", () => process.exit(0));
reply({ ready: true });
