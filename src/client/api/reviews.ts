import { saveManageToken } from "#client/lib/manage-tokens.ts";
import { forgetReviewTicket, reviewTokenFor } from "#client/lib/review-tickets.ts";
import { MSG_REVIEW_EXPIRED } from "#shared/messages/analysis.ts";
import {
  type ReviewConfirmation,
  type ReviewConfirmed,
  ReviewConfirmedSchema,
  type ReviewView,
  ReviewViewSchema,
} from "#shared/schemas/review.ts";
import { ApiError, request, requestJson } from "./http.ts";

function reviewHeaders(id: string): Record<string, string> {
  const token = reviewTokenFor(id);
  if (!token) throw new ApiError(404, MSG_REVIEW_EXPIRED);
  return { "x-review-token": token };
}

const path = (id: string) => `/api/reviews/${encodeURIComponent(id)}`;

/** GET /api/reviews/:id: the pages as images, the numbers they print, the figures found. */
export function fetchReview(id: string, signal?: AbortSignal): Promise<ReviewView> {
  return requestJson(path(id), ReviewViewSchema, { signal, headers: reviewHeaders(id) });
}

/** POST /api/reviews/:id: the confirmed figures; the answer names the result (and its manage token when new). */
export async function confirmReview(id: string, figures: ReviewConfirmation): Promise<ReviewConfirmed> {
  const confirmed = await requestJson(path(id), ReviewConfirmedSchema, {
    method: "POST",
    body: figures,
    headers: reviewHeaders(id),
  });
  if (confirmed.manageToken) saveManageToken(confirmed.resultId, confirmed.manageToken);
  forgetReviewTicket(id);
  return confirmed;
}

/** DELETE /api/reviews/:id: the visitor leaves; a refused upload's PDF and details go at once. */
export async function leaveReview(id: string): Promise<void> {
  try {
    await request(path(id), { method: "DELETE", headers: reviewHeaders(id) });
  } finally {
    forgetReviewTicket(id);
  }
}
