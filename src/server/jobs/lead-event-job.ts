import { eq } from "drizzle-orm";
import { z } from "zod";
import { WEBHOOK_EVENT_TYPES } from "#shared/schemas/webhooks.ts";
import type { Db } from "../db/client.ts";
import { bookings, contactMessages } from "../db/schema.ts";
import { rescoreLeads } from "../leads/rescore.ts";
import { enqueueEvent } from "../webhooks/queue.ts";
import { wakeWebhookWorkers } from "../webhooks/worker.ts";
import { queueAnalysisSummaryMail } from "./analysis-summary-mail.ts";
import { defineJob } from "./job.ts";
import type { QueueJob } from "./jobs.ts";

export const LeadEventSchema = z.object({
  type: z.enum(WEBHOOK_EVENT_TYPES),
  /** The row the event is about. */
  id: z.string().min(1),
  /** What the row alone cannot tell (a moved call's previous slot, who moved it): added to the body as is. */
  details: z.record(z.string(), z.string().nullable()).optional(),
});
export type LeadEvent = z.infer<typeof LeadEventSchema>;

/** The analyses and addresses whose score an event about this row may change. */
async function leadsTouchedBy(db: Db, event: LeadEvent): Promise<{ ids: string[]; emails: string[] }> {
  if (event.type.startsWith("analysis.")) return { ids: [event.id], emails: [] };
  if (event.type.startsWith("message.")) {
    const [row] = await db
      .select({ email: contactMessages.email })
      .from(contactMessages)
      .where(eq(contactMessages.id, event.id));
    return { ids: [], emails: row ? [row.email] : [] };
  }
  const [row] = await db
    .select({ email: bookings.email, result_id: bookings.result_id })
    .from(bookings)
    .where(eq(bookings.id, event.id));
  if (!row) return { ids: [], emails: [] };
  return { ids: row.result_id ? [row.result_id] : [], emails: [row.email] };
}

/**
 * What follows a lead's row (an analysis, a booking, a message): the lead is rescored, then every subscribed
 * webhook endpoint gets a delivery (its body is read from the row when sent). Queued in the row's own
 * transaction, so a crash right after the insert loses nothing: the job runs when the server is back.
 */
export const leadEventJob = defineJob({
  name: "lead.event",
  schema: LeadEventSchema,
  retry: { limit: 10 },
  async handler(event, { database, jobs, config }) {
    const { db } = database;
    // Rescoring again is harmless; the deliveries and the mail are written together, once per successful run
    // (a run cut off after its commit may run again: deliveries are at least once, as webhooks promise).
    await rescoreLeads(db, await leadsTouchedBy(db, event));
    const queued = await jobs.transaction(async (tx, queue) => {
      if (event.type === "analysis.created") await queueAnalysisSummaryMail(queue, tx, config, event.id);
      return enqueueEvent(tx, event.type, event.id, event.details);
    });
    if (queued > 0) wakeWebhookWorkers();
  },
});

/** Queues the event for a row written in the same transaction. */
export function queueLeadEvent(queue: QueueJob, event: LeadEvent): Promise<void> {
  return queue(leadEventJob, event);
}
