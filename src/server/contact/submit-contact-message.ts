import type { FastifyBaseLogger } from "fastify";
import type { ContactRequest } from "#shared/schemas/contact-request.ts";
import type { Db } from "../db/client.ts";
import { contactMessages } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import { sendMailsLogged } from "../mail/send-logged.ts";
import { contactAcknowledgementMail, contactInboxMail } from "../mail/templates.ts";
import { emitLeadEvent } from "../webhooks/events.ts";

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  inbox: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Stores the message (the team's inbox), then mails it to CONTACT_INBOX and a fixed acknowledgement. */
export async function submitContactMessage(deps: ContactDeps, request: ContactRequest): Promise<string> {
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ name: request.name, email: request.email, company: request.company, message: request.message })
    .returning();
  if (!row) throw new Error("insert returned no row");
  await emitLeadEvent(deps, { type: "message.created", message: row });
  await sendMailsLogged(deps.mailer, deps.log, [
    { what: "contact inbox", message: contactInboxMail(deps.inbox, `${deps.publicUrl}/admin/messages`, row) },
    { what: "contact acknowledgement", message: contactAcknowledgementMail(row.email, row.name) },
  ]);
  return row.id;
}
