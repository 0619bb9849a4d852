import { saveManageToken } from "#client/lib/manage-tokens.ts";
import { MSG_ANALYSIS_GENERIC_FAILURE } from "#shared/messages.ts";
import { type AnalysisCreated, AnalysisCreatedSchema } from "#shared/schemas/analysis-request.ts";
import { ApiError } from "./http.ts";

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
function retryAfterSeconds(response: Response): number | null {
  if (response.status !== 503) return null;
  const header = response.headers.get("retry-after");
  if (!header) return null;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.min(MAX_RETRY_AFTER_S, Math.max(1, seconds)) : null;
}

export type AnalysisSubmission = { name: string; email: string; cloudProviderId: string; file: File };

async function errorMessageOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object" && "error" in body && typeof body.error === "string" && body.error)
      return body.error;
  } catch {
    // An HTML error page from a proxy, or an empty body.
  }
  return MSG_ANALYSIS_GENERIC_FAILURE;
}

/**
 * POST /api/analyses as multipart. The text fields go first and the file last, so the server knows every field
 * before it starts streaming the PDF. Throws ApiError with the server's catalogue message.
 */
export async function submitAnalysis(
  input: AnalysisSubmission,
  signal?: AbortSignal,
  callbacks: SubmitCallbacks = {},
): Promise<AnalysisCreated> {
  const started = Date.now();
  for (;;) {
    const response = await postAnalysis(input, signal);
    const retryIn = retryAfterSeconds(response);
    if (retryIn !== null && Date.now() - started + retryIn * 1000 < MAX_QUEUED_MS) {
      callbacks.onQueued?.(retryIn);
      await wait(retryIn * 1000, signal);
      continue;
    }
    if (!response.ok) throw new ApiError(response.status, await errorMessageOf(response));
    const parsed = AnalysisCreatedSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new ApiError(response.status, MSG_ANALYSIS_GENERIC_FAILURE);
    // The token is what lets this browser (and no one the link is shared with) correct or delete the result.
    if (parsed.data.manageToken) saveManageToken(parsed.data.resultId, parsed.data.manageToken);
    return parsed.data;
  }
}

async function postAnalysis(input: AnalysisSubmission, signal?: AbortSignal): Promise<Response> {
  const body = new FormData();
  body.append("name", input.name);
  body.append("email", input.email);
  body.append("cloudProviderId", input.cloudProviderId);
  body.append("file", input.file, input.file.name);

  try {
    return await fetch("/api/analyses", {
      method: "POST",
      body,
      signal,
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, MSG_ANALYSIS_GENERIC_FAILURE);
  }
}
