import { eq } from "drizzle-orm";
import { isOfferedSlot } from "#shared/booking/availability.ts";
import { MSG_BOOKING_SLOT_TAKEN, MSG_BOOKING_SLOT_UNAVAILABLE } from "#shared/messages.ts";
import type { BookingRequest } from "#shared/schemas/booking-request.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { bookings, resultsHistory } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { sendMailsLogged } from "../mail/send-logged.ts";
import { effectiveExtractedData } from "../results/find-result.ts";
import { emitLeadEvent } from "../webhooks/events.ts";
import { type BookingDeps, mailContextOf } from "./booking-deps.ts";
import { type AttachedAnalysis, bookingConfirmationMail, bookingStaffMail } from "./booking-mails.ts";
import { createManageToken } from "./manage-token.ts";

export async function findAttachedAnalysis(
  db: Db,
  resultId: string | null,
): Promise<AttachedAnalysis | null> {
  if (!resultId) return null;
  const [row] = await db
    .select({
      id: resultsHistory.id,
      extracted_data: resultsHistory.extracted_data,
      corrections: resultsHistory.corrections,
    })
    .from(resultsHistory)
    .where(eq(resultsHistory.id, resultId));
  // The figures in effect: a visitor who corrected a misread figure books with the corrected savings.
  return row ? { id: row.id, ...effectiveExtractedData(row.extracted_data, row.corrections) } : null;
}

/**
 * Books one offered slot. The partial unique index on confirmed slot starts decides races: the first insert
 * wins, every other gets 409. The visitor's link token is mailed once and stored only as its hash.
 */
export async function bookCall(deps: BookingDeps, request: BookingRequest): Promise<{ id: string }> {
  const start = new Date(request.slot_start);
  if (!isOfferedSlot(deps.availability, start, deps.now()))
    throw new HttpError(400, MSG_BOOKING_SLOT_UNAVAILABLE);
  const analysis = await findAttachedAnalysis(deps.db, request.result_id ?? null);
  const { token, hash } = createManageToken();
  let row: typeof bookings.$inferSelect | undefined;
  try {
    [row] = await deps.db
      .insert(bookings)
      .values({
        slot_start: start,
        slot_end: new Date(start.getTime() + deps.availability.slotMinutes * 60_000),
        name: request.name,
        email: request.email,
        company: request.company,
        note: request.note,
        visitor_time_zone: request.time_zone ?? null,
        result_id: analysis?.id ?? null,
        manage_token_hash: hash,
        manage_token_expires_at: start,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, MSG_BOOKING_SLOT_TAKEN);
    throw error;
  }
  if (!row) throw new Error("insert returned no row");
  await emitLeadEvent(deps, { type: "booking.created", booking: row });
  const ctx = mailContextOf(deps);
  await sendMailsLogged(deps.mailer, deps.log, [
    { what: "booking confirmation", message: bookingConfirmationMail(row, ctx, token) },
    { what: "booking staff notice", message: bookingStaffMail(row, ctx, analysis, "booked") },
  ]);
  return { id: row.id };
}
