import { MSG_ANALYSIS_GENERIC_FAILURE } from "#shared/messages.ts";
import { type AnalysisCreated, AnalysisCreatedSchema } from "#shared/schemas/analysis-request.ts";
import { requestJson } from "./http.ts";

export type AnalysisSubmission = { name: string; email: string; cloudProviderId: string; file: File };

/**
 * POST /api/analyses as multipart. The text fields go first and the file last, so the server knows every field
 * before it starts streaming the PDF. Throws ApiError with the server's catalogue message, or the generic
 * analysis failure when the server did not explain (network, a proxy's page).
 */
export async function submitAnalysis(
  input: AnalysisSubmission,
  signal?: AbortSignal,
): Promise<AnalysisCreated> {
  const form = new FormData();
  form.append("name", input.name);
  form.append("email", input.email);
  form.append("cloudProviderId", input.cloudProviderId);
  form.append("file", input.file, input.file.name);
  return requestJson("/api/analyses", AnalysisCreatedSchema, {
    method: "POST",
    form,
    signal,
    fallback: MSG_ANALYSIS_GENERIC_FAILURE,
    unreadable: MSG_ANALYSIS_GENERIC_FAILURE,
  });
}
