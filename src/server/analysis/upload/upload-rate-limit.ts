import type { FastifyInstance } from "fastify";
import { MSG_UPLOAD_RATE_LIMITED } from "#shared/messages/upload.ts";
import { HttpError } from "../../http/http-error.ts";

/**
 * One counter per client for every upload route (a new analysis, a month added to a result): each route counting
 * on its own let one address send twice the files, and both reach the same PDF readers.
 */
export function createUploadRateLimit(app: FastifyInstance, perMinute: number) {
  return app.rateLimit({
    max: perMinute,
    timeWindow: 60_000,
    groupId: "uploads",
    errorResponseBuilder: () => new HttpError(429, MSG_UPLOAD_RATE_LIMITED),
  });
}

export type UploadRateLimit = ReturnType<typeof createUploadRateLimit>;
