import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { type AnalysisSubmission, submitAnalysis } from "#client/api/analyses.ts";
import { hasServerExplanation } from "#client/api/error-message.ts";
import { ApiError } from "#client/api/http.ts";
import { requestManageLink, resultQuery } from "#client/api/results.ts";
import { manageTokenFor } from "#client/lib/manage-tokens.ts";
import { type ReviewTicket, reviewOffered, saveReviewTicket } from "#client/lib/review-tickets.ts";
import { toast } from "#client/lib/toast.ts";
import { SLOW_ANALYSIS_MESSAGE_DELAY_MS } from "#shared/limits.ts";
import {
  MSG_ANALYSIS_GENERIC_FAILURE,
  MSG_RESULT_FETCH_AFTER_PROCESSING_FAILED,
  MSG_REVIEW_OFFERED,
} from "#shared/messages/analysis.ts";
import {
  MSG_ANALYSIS_COMPLETE,
  MSG_ANALYSIS_EXISTING,
  MSG_ANALYSIS_EXISTING_LINK_MAILED,
  MSG_ANALYSIS_QUEUED,
  MSG_ANALYZING,
  MSG_READING_SCAN,
  MSG_STILL_WORKING,
} from "#shared/messages/upload.ts";
import { hasNoFonts } from "#shared/pdf/no-fonts.ts";
import type { Result } from "#shared/schemas/result.ts";

// docs/product.md#messages: the error's own message (5xx catalogue messages included), or the generic analysis one.
function messageOf(error: unknown): string {
  return hasServerExplanation(error) ? error.message : MSG_ANALYSIS_GENERIC_FAILURE;
}

/** The file holds no text to read (src/shared/pdf/no-fonts.ts); a file that cannot be read here is not called one. */
async function isScan(file: File): Promise<boolean> {
  try {
    return hasNoFonts(new Uint8Array(await file.arrayBuffer()));
  } catch {
    return false;
  }
}

/**
 * docs/product.md#behaviour "Upload and analysis": one toast that says 'Analyzing...', then 'Still working...' after 5 s, and ends as
 * 'Analysis complete!' or the error. The stored result is fetched (and cached for /results/:id) before it shows.
 */
export function useRunAnalysis(onDone: (result: Result | null) => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const slowTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(slowTimer.current), []);

  const toastId = useRef<string | number | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: async (input: AnalysisSubmission) => {
      const created = await submitAnalysis(input, undefined, {
        // The server's queue was full: say so while the upload is sent again by itself.
        onQueued: () => {
          window.clearTimeout(slowTimer.current);
          toast.loading(MSG_ANALYSIS_QUEUED, { id: toastId.current });
        },
      });
      // Figures read below high: the review step comes first, then the result page.
      const review = created.review;
      if (review) return { review };
      try {
        return {
          result: await queryClient.fetchQuery(resultQuery(created.resultId)),
          existing: created.existing,
        };
      } catch {
        throw new ApiError(500, MSG_RESULT_FETCH_AFTER_PROCESSING_FAILED);
      }
    },
  });

  // Set in the same event as the submit, before React Query reports the mutation pending: a second click or
  // Enter a moment later finds the run already under way and sends nothing.
  const running = useRef(false);
  const [isRunning, setRunning] = useState(false);

  /** Resolves with the refusal's message when the analysis failed, null otherwise. */
  const run = async (input: AnalysisSubmission): Promise<string | null> => {
    if (running.current) return null;
    running.current = true;
    setRunning(true);
    const id = toast.loading(MSG_ANALYZING);
    toastId.current = id;
    // A scan (no text in the file) is read by OCR, which takes longer: the later message says so.
    const scanned = await isScan(input.file);
    slowTimer.current = window.setTimeout(
      () => toast.loading(scanned ? MSG_READING_SCAN : MSG_STILL_WORKING, { id }),
      SLOW_ANALYSIS_MESSAGE_DELAY_MS,
    );
    const toReview = (ticket: ReviewTicket) => {
      saveReviewTicket(ticket);
      toast.success(MSG_REVIEW_OFFERED, { id });
      void navigate(`/review/${ticket.id}`);
    };
    try {
      const answer = await mutation.mutateAsync(input);
      if (answer.review) {
        toReview(answer.review);
        return null;
      }
      const { result, existing } = answer;
      // The same file with the same details minutes ago: that result, not a second copy of it. A browser that
      // does not hold its token (a reload during the upload, another device) gets a manage link by mail.
      if (!existing) toast.success(MSG_ANALYSIS_COMPLETE, { id: id });
      else if (manageTokenFor(result.id) !== null) toast.success(MSG_ANALYSIS_EXISTING, { id: id });
      else {
        await requestManageLink(result.id, input.email).catch(() => undefined);
        toast.success(MSG_ANALYSIS_EXISTING_LINK_MAILED, { id: id });
      }
      onDone(result);
      return null;
    } catch (error) {
      // A cloud invoice whose figures could not all be read: the visitor completes them beside the page.
      const ticket = error instanceof ApiError ? reviewOffered(error.body) : null;
      if (ticket) {
        toReview(ticket);
        return null;
      }
      const message = messageOf(error);
      toast.error(message, { id: id });
      onDone(null);
      return message;
    } finally {
      window.clearTimeout(slowTimer.current);
      running.current = false;
      setRunning(false);
    }
  };

  return { run, isRunning };
}
