import { MSG_INTERNAL_ERROR } from "#shared/messages/general.ts";
import { ApiError, SERVER_FAILURE_MESSAGE } from "./http.ts";

/** The server explained this failure itself: not a network failure, nor a fault it answers with generic words. */
export function hasServerExplanation(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status > 0 &&
    error.message !== "" &&
    error.message !== MSG_INTERNAL_ERROR &&
    error.message !== SERVER_FAILURE_MESSAGE &&
    !error.message.startsWith("Request failed")
  );
}

/**
 * The message to show for a failed call (docs/product.md#messages: backend messages are shown when present). A refusal (4xx)
 * carries the server's own explanation; a network failure or a server fault (5xx) gets the screen's fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return hasServerExplanation(error) && error.status < 500 ? error.message : fallback;
}
