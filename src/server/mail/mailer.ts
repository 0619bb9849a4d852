import type { Config } from "../config.ts";
import { createOutboxMailer } from "./outbox-transport.ts";
import { createSmtpMailer } from "./smtp-transport.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** The action link the message carries (email confirmation); logged when mail goes to the outbox. */
  link?: string;
  /** A calendar invite (text/calendar part, as mail clients expect for an iTIP REQUEST or CANCEL). */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
}

/** The nodemailer fields of a message, shared by both transports. */
export function toNodemailerMessage(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    replyTo: message.replyTo,
    subject: toHeaderText(message.subject),
    text: message.text,
    ...(message.calendar
      ? {
          icalEvent: {
            method: message.calendar.method,
            filename: message.calendar.method === "CANCEL" ? "cancel.ics" : "invite.ics",
            content: message.calendar.content,
          },
        }
      : {}),
  };
}

/** Sends mail: through SMTP when SMTP_URL is set, otherwise as .eml files in DATA_DIR/outbox. */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  /** Delivers one message; rejects when the transport refuses it. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Where the mail module writes its one-line notices (the outbox path and the link). */
export type MailLog = (line: string) => void;

export function createMailer(config: Config, log: MailLog): Mailer {
  if (config.mail.smtpUrl) return createSmtpMailer(config.mail.smtpUrl, config.mail.from);
  return createOutboxMailer(`${config.dataDir}/outbox`, config.mail.from, log);
}

/** Header values built from visitor input must stay on one line. */
export function toHeaderText(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}
