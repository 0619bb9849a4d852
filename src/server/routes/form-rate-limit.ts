import { MSG_FORM_RATE_LIMITED } from "#shared/messages/contact.ts";
import { HttpError } from "../http/http-error.ts";

/** Route config for the public forms: `perMinute` submissions per client IP (429 past it). */
export function formRateLimit(perMinute: number) {
  return {
    rateLimit: {
      max: perMinute,
      timeWindow: 60_000,
      errorResponseBuilder: () => new HttpError(429, MSG_FORM_RATE_LIMITED),
    },
  };
}
