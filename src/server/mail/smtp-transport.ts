import { lazyTransport } from "./lazy-transport.ts";
import { type Mailer, toNodemailerMessage } from "./mailer.ts";

/** A real SMTP server, e.g. smtp://user:pass@host:587 (STARTTLS when offered) or smtps://host:465. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
  return {
    kind: "smtp",
    async send(message) {
      await (await transport.get()).sendMail(toNodemailerMessage(from, message));
    },
    close() {
      transport.close();
    },
  };
}
