import { z } from "zod";
import type { MailMessage } from "../mail/mailer.ts";
import { defineJob } from "./job.ts";
import type { Jobs, QueueJob } from "./jobs.ts";

const MailMessageSchema = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  replyTo: z.string().optional(),
  link: z.string().optional(),
  calendar: z.object({ method: z.enum(["REQUEST", "CANCEL"]), content: z.string() }).optional(),
}) satisfies z.ZodType<MailMessage>;

/**
 * One mail, sent through the configured transport. A refused or unreachable SMTP server is retried with
 * backoff; when the retries are used up the mail is kept as failed, and staff can send it again from the admin.
 */
export const sendMailJob = defineJob({
  name: "mail.send",
  schema: z.object({ what: z.string(), message: MailMessageSchema }),
  retry: { limit: 12 },
  staffVisible: true,
  async handler({ message }, { mailer }) {
    await mailer.send(message);
  },
});

export type QueuedMail = { what: string; message: MailMessage };

/** Queues mails on their own (after a row already written) and waits for their first try, like a request did. */
export function queueMailsNow(jobs: Jobs, mails: readonly QueuedMail[]): Promise<void> {
  return jobs.transaction((_tx, queue) => queueMails(queue, mails));
}

/** Queues mails that follow a row, in the row's transaction: they are sent when it commits, never lost. */
export async function queueMails(queue: QueueJob, mails: readonly QueuedMail[]): Promise<void> {
  for (const mail of mails) await queue(sendMailJob, mail);
}
