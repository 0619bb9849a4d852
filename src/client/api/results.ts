import { queryOptions, useMutation } from "@tanstack/react-query";
import { manageTokenFor } from "#client/lib/manage-tokens.ts";
import type { Result } from "#shared/schemas/result.ts";
import { type RequestOptions, requestJsonLazy, requestOk } from "./http.ts";

/** The X-Manage-Token header for a result this browser created (none otherwise: the server then answers 403). */
export function manageHeaders(id: string): Record<string, string> {
  const token = manageTokenFor(id);
  return token ? { "x-manage-token": token } : {};
}

const RESULT_SHAPE_ERROR = "The analysis result could not be read.";

/**
 * The shared result schema, loaded with the first result answer rather than with the page: building zod's schemas
 * was the result route's largest piece of script on a phone; in a chunk of its own it runs in its own task.
 */
const loadResultSchema = async () => (await import("#shared/schemas/result.ts")).ResultSchema;

/** A call answered with a whole result, checked against the shared schema, so a page never renders half a report. */
export function requestResult(path: string, options: RequestOptions = {}): Promise<Result> {
  return requestJsonLazy(path, loadResultSchema, { ...options, unreadable: RESULT_SHAPE_ERROR });
}

/** Fetches one result and checks its shape. */
export function fetchResult(id: string, signal?: AbortSignal): Promise<Result> {
  return requestResult(`/api/results/${encodeURIComponent(id)}`, { signal });
}

export function resultQuery(id: string) {
  return queryOptions({
    queryKey: ["results", id],
    queryFn: ({ signal }) => fetchResult(id, signal),
    // A result changes only through a correction, whose answer replaces the cached copy.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** DELETE /api/results/:id with the manage token; the analysis and its PDF are removed for good. */
export function useDeleteOwnResult() {
  return useMutation({
    // The caller forgets the token once it has left the page: forgetting it here would hide the button (and end
    // the mutation's observer) before the page could move on.
    mutationFn: (id: string) =>
      requestOk(`/api/results/${encodeURIComponent(id)}`, { method: "DELETE", headers: manageHeaders(id) }),
  });
}

/**
 * POST /api/results/:id/manage-link: asks for a link that corrects and deletes the result, mailed to the address
 * the analysis was made with (this browser does not hold its token). The answer is the same whether or not the
 * address matched.
 */
export function requestManageLink(id: string, email: string): Promise<void> {
  return requestOk(`/api/results/${encodeURIComponent(id)}/manage-link`, { method: "POST", body: { email } });
}
