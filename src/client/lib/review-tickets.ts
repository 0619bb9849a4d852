/**
 * The review step's tokens, by review id: only the tab that uploaded the invoice may confirm its figures. Kept in
 * sessionStorage (the review lasts minutes, and ends with the tab); never put in a link.
 */
const PREFIX = "cbc-review-token:";

export type ReviewTicket = { id: string; token: string };

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveReviewTicket(ticket: ReviewTicket): void {
  try {
    storage()?.setItem(`${PREFIX}${ticket.id}`, ticket.token);
  } catch {
    // Blocked storage: the step then says it has expired, and the visitor can upload again.
  }
}

export function reviewTokenFor(id: string): string | null {
  return storage()?.getItem(`${PREFIX}${id}`) ?? null;
}

export function forgetReviewTicket(id: string): void {
  storage()?.removeItem(`${PREFIX}${id}`);
}

/** The review a refused upload's answer offers (`{error, review: {id, token}}`), if any. */
export function reviewOffered(body: unknown): ReviewTicket | null {
  if (!body || typeof body !== "object" || !("review" in body)) return null;
  const review = (body as { review: unknown }).review;
  if (!review || typeof review !== "object") return null;
  const { id, token } = review as Record<string, unknown>;
  return typeof id === "string" && typeof token === "string" ? { id, token } : null;
}
