import { ApiError } from "./http.ts";

/** The message to show for a failed call: the server's text when it gave one, else the fallback (spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0 && !error.message.startsWith("Request failed")) {
    return error.message;
  }
  return fallback;
}
