import type { BookingRequest } from "#shared/schemas/booking-request.ts";
import type { ContactRequest } from "#shared/schemas/contact-request.ts";
import type { MailMessage } from "./mailer.ts";

const SITE = "Cloud Bill Check";

export function emailConfirmationMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: `Confirm your ${SITE} admin account`,
    text: `Hello,\n\nplease confirm your email address to finish creating your ${SITE} admin account:\n\n${link}\n\nThe link is valid for one hour. If you did not register, ignore this message.\n`,
    link,
  };
}

export function contactInboxMail(inbox: string, request: ContactRequest): MailMessage {
  return {
    to: inbox,
    replyTo: request.email,
    subject: `Contact form: ${request.name}${request.company ? ` (${request.company})` : ""}`,
    text: `Name: ${request.name}\nEmail: ${request.email}\nCompany: ${request.company || "-"}\n\n${request.message}\n`,
  };
}

export function contactConfirmationMail(request: ContactRequest): MailMessage {
  return {
    to: request.email,
    subject: `We received your message - ${SITE}`,
    text: `Hello ${request.name},\n\nthank you for contacting ${SITE}. We will answer within one business day.\n\nYour message:\n${request.message}\n`,
  };
}

export function bookingInboxMail(inbox: string, request: BookingRequest): MailMessage {
  return {
    to: inbox,
    replyTo: request.email,
    subject: `Discovery call request: ${request.name} on ${request.preferred_date} (${request.preferred_slot})`,
    text: [
      `Name: ${request.name}`,
      `Email: ${request.email}`,
      `Company: ${request.company || "-"}`,
      `Preferred date: ${request.preferred_date}`,
      `Preferred time of day: ${request.preferred_slot}`,
      `Monthly cloud spend: ${request.monthly_spend || "-"}`,
      "",
    ].join("\n"),
  };
}

export function bookingConfirmationMail(request: BookingRequest): MailMessage {
  return {
    to: request.email,
    subject: `Your discovery call request - ${SITE}`,
    text: `Hello ${request.name},\n\nthank you for requesting a free discovery call on ${request.preferred_date} (${request.preferred_slot}). We will confirm the exact time by email.\n`,
  };
}
