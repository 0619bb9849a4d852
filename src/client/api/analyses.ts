import { MSG_ANALYSIS_GENERIC_FAILURE } from "#shared/messages.ts";
import { type AnalysisCreated, AnalysisCreatedSchema } from "#shared/schemas/analysis-request.ts";
import { ApiError } from "./http.ts";

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
): Promise<AnalysisCreated> {
  const body = new FormData();
  body.append("name", input.name);
  body.append("email", input.email);
  body.append("cloudProviderId", input.cloudProviderId);
  body.append("file", input.file, input.file.name);

  let response: Response;
  try {
    response = await fetch("/api/analyses", {
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
  if (!response.ok) throw new ApiError(response.status, await errorMessageOf(response));
  const parsed = AnalysisCreatedSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new ApiError(response.status, MSG_ANALYSIS_GENERIC_FAILURE);
  return parsed.data;
}
