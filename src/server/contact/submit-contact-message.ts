import type { FastifyBaseLogger } from "fastify";
import type { ContactRequest } from "#shared/schemas/contact-request.ts";
import type { Db } from "../db/client.ts";
import { contactMessages } from "../db/schema.ts";
import type { Jobs } from "../jobs/jobs.ts";
import { queueLeadEvent } from "../jobs/lead-event-job.ts";
import { queueMails } from "../jobs/mail-job.ts";
import { contactAcknowledgementMail, contactInboxMail } from "../mail/templates.ts";

export interface ContactDeps {
  db: Db;
  jobs: Jobs;
  inbox: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Stores the message (the team's inbox) with, in the same transaction, its lead event and its two mails (to
 * CONTACT_INBOX and a fixed acknowledgement): a crash or an SMTP outage after the insert loses none of them.
 */
export async function submitContactMessage(deps: ContactDeps, request: ContactRequest): Promise<string> {
  const row = await deps.jobs.transaction(async (tx, queue) => {
    const [inserted] = await tx
      .insert(contactMessages)
      .values({
        name: request.name,
        email: request.email,
        company: request.company,
        message: request.message,
      })
      .returning();
    if (!inserted) throw new Error("insert returned no row");
    await queueLeadEvent(queue, { type: "message.created", id: inserted.id });
    await queueMails(queue, [
      {
        what: "contact inbox",
        message: contactInboxMail(deps.inbox, `${deps.publicUrl}/admin/messages`, inserted),
      },
      { what: "contact acknowledgement", message: contactAcknowledgementMail(inserted.email, inserted.name) },
    ]);
    return inserted;
  });
  return row.id;
}
