import { saveManageToken } from "#client/lib/manage-tokens.ts";
import { MSG_ANALYSIS_GENERIC_FAILURE } from "#shared/messages/analysis.ts";
import { type AnalysisCreated, AnalysisCreatedSchema } from "#shared/schemas/analysis-request.ts";
import { ApiError, requestJson } from "./http.ts";

/** A busy server (503 with Retry-After) is asked again by itself, up to this long in all. */
const MAX_QUEUED_MS = 3 * 60_000;
const MAX_RETRY_AFTER_S = 30;

export interface SubmitCallbacks {
  /** The server's queue is full: the upload is sent again after `seconds`. */
  onQueued?: (seconds: number) => void;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      window.clearTimeout(timer);
      reject(new DOMException("Aborted", "AbortError"));
    });
  });
}

/** Seconds from a 503's Retry-After (seconds or an HTTP date), or null when there is none to honour. */
function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 503 || !error.retryAfter) return null;
  const header = error.retryAfter.trim();
  const seconds = /^\d+$/.test(header) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.min(MAX_RETRY_AFTER_S, Math.max(1, seconds)) : null;
}

export type AnalysisSubmission = { name: string; email: string; cloudProviderId: string; file: File };

function formOf(input: AnalysisSubmission): FormData {
  const form = new FormData();
  form.append("name", input.name);
  form.append("email", input.email);
  form.append("cloudProviderId", input.cloudProviderId);
  form.append("file", input.file, input.file.name);
  return form;
}

/**
 * POST /api/analyses as multipart. The text fields go first and the file last, so the server knows every field
 * before it starts streaming the PDF. A full queue (503 with Retry-After) is asked again by itself; otherwise
 * throws ApiError with the server's catalogue message, or the generic analysis failure when the server did not
 * explain (network, a proxy's page).
 */
export async function submitAnalysis(
  input: AnalysisSubmission,
  signal?: AbortSignal,
  callbacks: SubmitCallbacks = {},
): Promise<AnalysisCreated> {
  const started = Date.now();
  for (;;) {
    try {
      const created = await requestJson("/api/analyses", AnalysisCreatedSchema, {
        method: "POST",
        form: formOf(input),
        signal,
        fallback: MSG_ANALYSIS_GENERIC_FAILURE,
        unreadable: MSG_ANALYSIS_GENERIC_FAILURE,
      });
      // The token is what lets this browser (and no one the link is shared with) correct or delete the result.
      if (created.manageToken) saveManageToken(created.resultId, created.manageToken);
      return created;
    } catch (error) {
      const retryIn = retryAfterSeconds(error);
      if (retryIn === null || Date.now() - started + retryIn * 1000 >= MAX_QUEUED_MS) throw error;
      callbacks.onQueued?.(retryIn);
      await wait(retryIn * 1000, signal);
    }
  }
}
