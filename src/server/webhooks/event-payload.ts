import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { bookings, contactMessages, resultsHistory } from "../db/schema.ts";
import { adminSummary } from "../results/admin-summary.ts";

/**
 * An event's `data`, read from its row as it is now (at each delivery attempt): what a visitor deleted, or the
 * retention period removed, is never sent. Null when the row is gone. The event's kind is its prefix
 * (`analysis.`, `booking.`, `message.`), so a new event type about one of them needs nothing here.
 */
export async function readEventData(
  db: Db,
  publicUrl: string,
  type: string,
  subjectId: string,
): Promise<Record<string, unknown> | null> {
  if (type.startsWith("analysis.")) return analysisData(db, publicUrl, subjectId);
  if (type.startsWith("booking.")) return bookingData(db, subjectId);
  if (type.startsWith("message.")) return messageData(db, subjectId);
  throw new Error(`No payload for event type ${type}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function analysisData(db: Db, publicUrl: string, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(resultsHistory).where(eq(resultsHistory.id, id));
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
    result_url: `${publicUrl}/results/${row.id}`,
  };
}

async function bookingData(db: Db, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) return null;
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

async function messageData(db: Db, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    message: row.message,
    created_at: row.created_at.toISOString(),
  };
}
