import type { FastifyBaseLogger } from "fastify";
import type { Mailer, MailMessage } from "./mailer.ts";

/**
 * Mails that follow a stored row (a contact message, a booking): the row is the record staff work from, so a
 * failed mail is logged for the operator and never turns an accepted request into an error.
 */
export async function sendMailsLogged(
  mailer: Mailer,
  log: FastifyBaseLogger,
  messages: ReadonlyArray<{ what: string; message: MailMessage }>,
): Promise<void> {
  for (const { what, message } of messages) {
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error, mail: what }, "mail could not be sent; the stored row remains");
    }
  }
}
