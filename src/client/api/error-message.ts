import { ApiError } from "./http.ts";

/**
 * The message to show for a failed call (spec §8: backend messages are shown when present). A refusal (4xx)
 * carries the server's own explanation; a network failure or a server fault (5xx) gets the screen's fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const isExplained =
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    !error.message.startsWith("Request failed");
  return isExplained ? error.message : fallback;
}
