import type { MailMessage } from "./mailer.ts";

export const SITE = "Cloud Bill Check";

export function emailConfirmationMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: `Confirm your ${SITE} admin account`,
    text: `Hello,\n\nPlease confirm your email address to finish creating your ${SITE} admin account:\n\n${link}\n\nThe link is valid for one hour. If you did not register, ignore this message.\n`,
    link,
  };
}

/**
 * The one word of visitor input an acknowledgement may carry: a first name of letters only, else nothing.
 * A confirmation that repeated what was typed would let anyone send their own text and links, under the
 * company's name, to any address.
 */
export function greetingFor(name: string): string {
  // One line first (a name typed with line breaks), then its first word, used only if it is letters alone: never
  // a web address or a domain (a name such as "www.spam.example Bob" greets with no name at all).
  const line = name.replace(/[\r\n\u2028\u2029\t]+/g, " ");
  const first = line.trim().split(/\s+/)[0] ?? "";
  return /^[\p{L}\p{M}'-]{1,30}$/u.test(first) ? `Hello ${first},` : "Hello,";
}

export interface StoredContactMessage {
  name: string;
  email: string;
  company: string;
  message: string;
  created_at: Date;
}

export function contactInboxMail(inbox: string, adminUrl: string, m: StoredContactMessage): MailMessage {
  return {
    to: inbox,
    replyTo: m.email,
    subject: `Contact form: ${m.name}${m.company ? ` (${m.company})` : ""}`,
    text: [
      `A new message came in through the contact form. It is stored under Admin > Messages: ${adminUrl}`,
      "",
      `Name: ${m.name}`,
      `Email: ${m.email}`,
      `Company: ${m.company || "-"}`,
      `Received: ${m.created_at.toISOString()}`,
      "",
      "----- Message (as typed by the visitor) -----",
      m.message,
      "",
    ].join("\n"),
  };
}

/** A fixed text: nothing the visitor typed except a first name (see greetingFor). */
export function contactAcknowledgementMail(to: string, name: string): MailMessage {
  return {
    to,
    subject: `We received your message - ${SITE}`,
    text: `${greetingFor(name)}\n\nThank you for contacting ${SITE}. We received your message and will answer within one business day.\n\nIf you did not write to us, you can ignore this email.\n`,
  };
}

/**
 * The way back to a result for a visitor whose browser lost its manage token: sent only to the address the
 * analysis was made with, carrying nothing they typed but a first name.
 */
export function manageLinkMail(to: string, name: string, resultUrl: string, token: string): MailMessage {
  const link = `${resultUrl}#manage=${token}`;
  return {
    to,
    subject: `Your ${SITE} analysis: correct or delete it`,
    text: [
      greetingFor(name),
      "",
      `The same invoice was sent to ${SITE} again with this email address. This link opens your analysis with the controls to correct its figures or delete it:`,
      "",
      link,
      "",
      "Keep this link to yourself: anyone who has it can change or delete the analysis. To show the analysis to someone, share this one instead; it only reads:",
      "",
      resultUrl,
      "",
      "If you did not send the invoice, you can ignore this email.",
      "",
    ].join("\n"),
    // No `link` field: the outbox would log it, and this one is a capability, not a confirmation.
  };
}
