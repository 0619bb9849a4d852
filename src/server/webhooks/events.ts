import { eq } from "drizzle-orm";
import type { WebhookEventType } from "#shared/schemas/webhooks.ts";
import type { Db } from "../db/client.ts";
import { type bookings, type contactMessages, resultsHistory } from "../db/schema.ts";
import { rescoreLeads } from "../leads/rescore.ts";
import { adminSummary } from "../results/admin-summary.ts";
import { enqueueEvent } from "./queue.ts";
import { wakeWebhookWorkers } from "./worker.ts";

type BookingRow = typeof bookings.$inferSelect;
type MessageRow = typeof contactMessages.$inferSelect;
/** Where a moved call was before. */
export type PreviousSlot = { slot_start: Date; slot_end: Date };

/** What happened to a lead: rescored, and sent to the webhook endpoints that subscribed to it. */
export type LeadEvent =
  | { type: "analysis.created"; resultId: string }
  | { type: "booking.created" | "booking.cancelled"; booking: BookingRow }
  | { type: "booking.rescheduled"; booking: BookingRow; previous: PreviousSlot; by: "visitor" | "staff" }
  | { type: "message.created"; message: MessageRow };

export type LeadEventDeps = { db: Db; publicUrl: string };

async function analysisData(deps: LeadEventDeps, id: string) {
  const [row] = await deps.db.select().from(resultsHistory).where(eq(resultsHistory.id, id));
  if (!row) return null;
  const summary = adminSummary(row);
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    name: row.name,
    email: row.email,
    provider: row.provider_name,
    currency: summary.currency,
    total_monthly_spend: summary.total_monthly_spend,
    current_savings_rate: summary.current_savings_rate,
    effective_savings_rate: summary.effective_savings_rate,
    credits_share: summary.credits_share,
    estimated_esr: summary.estimated_esr,
    yearly_gap: summary.yearly_gap,
    lead_score: row.lead_score,
    /** The visitor confirmed the figures on the review step ("typed": some are not printed on the invoice). */
    visitor_review: summary.visitor_review,
    result_url: `${deps.publicUrl}/results/${row.id}`,
  };
}

function bookingData(row: BookingRow) {
  return {
    id: row.id,
    status: row.status,
    slot_start: row.slot_start.toISOString(),
    slot_end: row.slot_end.toISOString(),
    name: row.name,
    email: row.email,
    company: row.company,
    note: row.note,
    result_id: row.result_id,
    created_at: row.created_at.toISOString(),
    cancelled_at: row.cancelled_at ? row.cancelled_at.toISOString() : null,
    /** Staff's words when they cancelled and gave a reason; null otherwise (a visitor gives none). */
    cancel_reason: row.cancel_reason,
  };
}

function messageData(row: MessageRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    message: row.message,
    created_at: row.created_at.toISOString(),
  };
}

async function emit(deps: LeadEventDeps, event: LeadEvent): Promise<void> {
  const { db } = deps;
  let data: unknown;
  if (event.type === "analysis.created") {
    await rescoreLeads(db, { ids: [event.resultId] });
    data = await analysisData(deps, event.resultId);
    if (!data) return;
  } else if (event.type === "message.created") {
    await rescoreLeads(db, { emails: [event.message.email] });
    data = messageData(event.message);
  } else {
    const { booking } = event;
    await rescoreLeads(db, { ids: booking.result_id ? [booking.result_id] : [], emails: [booking.email] });
    data =
      event.type === "booking.rescheduled"
        ? {
            ...bookingData(booking),
            previous_slot_start: event.previous.slot_start.toISOString(),
            previous_slot_end: event.previous.slot_end.toISOString(),
            rescheduled_by: event.by,
          }
        : bookingData(booking);
  }
  const type: WebhookEventType = event.type;
  if ((await enqueueEvent(db, type, data)) > 0) wakeWebhookWorkers();
}

/**
 * The one call each flow makes after its row is saved: rescores the lead and queues the webhook deliveries.
 * Never throws: a failure here must not fail the visitor's request (the lead is rescored when next listed).
 */
export async function emitLeadEvent(deps: LeadEventDeps, event: LeadEvent): Promise<void> {
  try {
    await emit(deps, event);
  } catch (error) {
    console.warn(`lead event ${event.type} not fully recorded`, error);
  }
}
