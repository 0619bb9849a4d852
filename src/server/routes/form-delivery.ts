import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { MSG_FORM_RATE_LIMITED, MSG_MAIL_FAILED } from "#shared/messages.ts";
import { HttpError } from "../http/http-error.ts";
import type { Mailer, MailMessage } from "../mail/mailer.ts";

export const FormAcceptedSchema = z.object({ ok: z.literal(true) });

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

/**
 * The message to the team must go out (else 503, so the visitor knows to retry); the visitor's confirmation
 * copy is best effort and only logged when it fails.
 */
export async function deliverFormMails(
  mailer: Mailer,
  log: FastifyBaseLogger,
  toTeam: MailMessage,
  toVisitor: MailMessage,
): Promise<void> {
  try {
    await mailer.send(toTeam);
  } catch (error) {
    log.error({ err: error }, "form mail to the team failed");
    throw new HttpError(503, MSG_MAIL_FAILED);
  }
  await mailer.send(toVisitor).catch((error: unknown) => {
    log.warn({ err: error }, "confirmation mail to the visitor failed");
  });
}
