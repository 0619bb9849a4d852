import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { type AnalysisSubmission, submitAnalysis } from "#client/api/analyses.ts";
import { hasServerExplanation } from "#client/api/error-message.ts";
import { ApiError } from "#client/api/http.ts";
import { resultQuery } from "#client/api/results.ts";
import { SLOW_ANALYSIS_MESSAGE_DELAY_MS } from "#shared/limits.ts";
import {
  MSG_ANALYSIS_COMPLETE,
  MSG_ANALYSIS_GENERIC_FAILURE,
  MSG_ANALYZING,
  MSG_RESULT_FETCH_AFTER_PROCESSING_FAILED,
  MSG_STILL_WORKING,
} from "#shared/messages.ts";
import type { AnalysisResult } from "#shared/schemas/result.ts";

// Spec §8: the error's own message (5xx catalogue messages included), or the generic analysis one.
function messageOf(error: unknown): string {
  return hasServerExplanation(error) ? error.message : MSG_ANALYSIS_GENERIC_FAILURE;
}

/**
 * Spec §4 "Upload and analysis": one toast that says 'Analyzing...', then 'Still working...' after 5 s, and ends as
 * 'Analysis complete!' or the error. The stored result is fetched (and cached for /results/:id) before it shows.
 */
export function useRunAnalysis(onDone: (result: AnalysisResult | null) => void) {
  const queryClient = useQueryClient();
  const slowTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(slowTimer.current), []);

  const mutation = useMutation({
    mutationFn: async (input: AnalysisSubmission) => {
      const { resultId } = await submitAnalysis(input);
      try {
        return await queryClient.fetchQuery(resultQuery(resultId));
      } catch {
        throw new ApiError(500, MSG_RESULT_FETCH_AFTER_PROCESSING_FAILED);
      }
    },
  });

  const run = async (input: AnalysisSubmission) => {
    const toastId = toast.loading(MSG_ANALYZING);
    slowTimer.current = window.setTimeout(
      () => toast.loading(MSG_STILL_WORKING, { id: toastId }),
      SLOW_ANALYSIS_MESSAGE_DELAY_MS,
    );
    try {
      const result = await mutation.mutateAsync(input);
      toast.success(MSG_ANALYSIS_COMPLETE, { id: toastId });
      onDone(result);
    } catch (error) {
      toast.error(messageOf(error), { id: toastId });
      onDone(null);
    } finally {
      window.clearTimeout(slowTimer.current);
    }
  };

  return { run, isRunning: mutation.isPending };
}
