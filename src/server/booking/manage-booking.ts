import { and, eq, gt, sql } from "drizzle-orm";
import { isOfferedSlot } from "#shared/booking/availability.ts";
import {
  MSG_BOOKING_ALREADY_CANCELLED,
  MSG_BOOKING_LINK_EXPIRED,
  MSG_BOOKING_LINK_INVALID,
  MSG_BOOKING_SLOT_TAKEN,
  MSG_BOOKING_SLOT_UNAVAILABLE,
} from "#shared/messages/booking.ts";
import { MSG_NOT_FOUND } from "#shared/messages/general.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { bookings } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { queueLeadEvent } from "../jobs/lead-event-job.ts";
import { queueMailsNow } from "../jobs/mail-job.ts";
import { readSwitches } from "../settings/switches.ts";
import { findAttachedResult } from "./book-call.ts";
import { type BookingDeps, mailContextOf } from "./booking-deps.ts";
import {
  bookingCancelledStaffMail,
  bookingCancelledVisitorMail,
  bookingConfirmationMail,
  bookingStaffMail,
  type OpenWaysBack,
} from "./booking-mails.ts";
import { createManageToken, hashManageToken } from "./manage-token.ts";

type BookingRow = typeof bookings.$inferSelect;

/** Read when the cancellation is mailed: the mail offers only what the switches leave open. */
async function openWaysBack(deps: BookingDeps): Promise<OpenWaysBack> {
  const switches = await readSwitches(deps.db);
  return { bookings: switches.bookings_enabled, contactForm: switches.contact_form_enabled };
}

/**
 * The confirmed booking a visitor's link names. A token that was never issued, was replaced by a move, or was
 * used to cancel gives 404; one past its expiry (the call's start) gives 410.
 */
export async function findBookingByToken(deps: BookingDeps, token: string): Promise<BookingRow> {
  const [row] = await deps.db
    .select()
    .from(bookings)
    .where(eq(bookings.manage_token_hash, hashManageToken(token)));
  if (row?.status !== "confirmed") throw new HttpError(404, MSG_BOOKING_LINK_INVALID);
  if (!row.manage_token_expires_at || row.manage_token_expires_at.getTime() <= deps.now().getTime())
    throw new HttpError(410, MSG_BOOKING_LINK_EXPIRED);
  return row;
}

/** The token works once: the same conditional update that cancels also clears it, so a replay finds nothing. */
function usableToken(token: string, now: Date) {
  return and(
    eq(bookings.manage_token_hash, hashManageToken(token)),
    eq(bookings.status, "confirmed"),
    gt(bookings.manage_token_expires_at, now),
  );
}

const cancelled = (now: Date) => ({
  status: "cancelled" as const,
  cancelled_at: now,
  manage_token_hash: null,
  sequence: sql`${bookings.sequence} + 1`,
  updated_at: now,
});

export async function cancelBookingByToken(deps: BookingDeps, token: string): Promise<void> {
  await findBookingByToken(deps, token);
  const now = deps.now();
  const row = await deps.jobs.transaction(async (tx, queue) => {
    const [updated] = await tx
      .update(bookings)
      .set(cancelled(now))
      .where(usableToken(token, now))
      .returning();
    if (updated) await queueLeadEvent(queue, { type: "booking.cancelled", id: updated.id });
    return updated;
  });
  if (!row) throw new HttpError(404, MSG_BOOKING_LINK_INVALID);
  const ctx = mailContextOf(deps);
  const open = await openWaysBack(deps);
  await queueMailsNow(deps.jobs, [
    { what: "booking cancelled (visitor)", message: bookingCancelledVisitorMail(row, ctx, false, open) },
    { what: "booking cancelled (staff)", message: bookingCancelledStaffMail(row, ctx) },
  ]);
}

/**
 * The new time and a new link for a booking (a new SEQUENCE, so calendars replace the event), with its
 * booking.rescheduled event (the slot it had, who moved it) written in the same transaction.
 */
async function moveBooking(
  deps: BookingDeps,
  where: ReturnType<typeof usableToken>,
  slotStart: string,
  by: "visitor" | "staff",
): Promise<{ row: BookingRow | undefined; token: string }> {
  const now = deps.now();
  const start = new Date(slotStart);
  if (!isOfferedSlot(deps.availability, start, now)) throw new HttpError(400, MSG_BOOKING_SLOT_UNAVAILABLE);
  const fresh = createManageToken();
  try {
    const row = await deps.jobs.transaction(async (tx, queue) => {
      // The slot it had, for the booking.rescheduled event.
      const [previous] = await tx
        .select({ slot_start: bookings.slot_start, slot_end: bookings.slot_end })
        .from(bookings)
        .where(where)
        .limit(1);
      const [updated] = await tx
        .update(bookings)
        .set({
          slot_start: start,
          slot_end: new Date(start.getTime() + deps.availability.slotMinutes * 60_000),
          sequence: sql`${bookings.sequence} + 1`,
          manage_token_hash: fresh.hash,
          manage_token_expires_at: start,
          updated_at: now,
        })
        .where(where)
        .returning();
      if (updated && previous)
        await queueLeadEvent(queue, {
          type: "booking.rescheduled",
          id: updated.id,
          details: {
            previous_slot_start: previous.slot_start.toISOString(),
            previous_slot_end: previous.slot_end.toISOString(),
            rescheduled_by: by,
          },
        });
      return updated;
    });
    return { row, token: fresh.token };
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, MSG_BOOKING_SLOT_TAKEN);
    throw error;
  }
}

/** Moves the booking to another free slot: a new SEQUENCE, a new link (the old one stops working). */
export async function moveBookingByToken(
  deps: BookingDeps,
  token: string,
  slotStart: string,
): Promise<{ id: string; slot_start: string }> {
  await findBookingByToken(deps, token);
  const { row, token: fresh } = await moveBooking(deps, usableToken(token, deps.now()), slotStart, "visitor");
  if (!row) throw new HttpError(404, MSG_BOOKING_LINK_INVALID);
  const ctx = mailContextOf(deps);
  const analysis = await findAttachedResult(deps.db, row.result_id);
  await queueMailsNow(deps.jobs, [
    { what: "booking moved (visitor)", message: bookingConfirmationMail(row, ctx, fresh, "moved") },
    { what: "booking moved (staff)", message: bookingStaffMail(row, ctx, analysis, "moved") },
  ]);
  return { id: row.id, slot_start: row.slot_start.toISOString() };
}

/** 404 for an unknown booking, 409 for one that is no longer confirmed. */
async function notMovable(deps: BookingDeps, id: string): Promise<HttpError> {
  const [existing] = await deps.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id));
  return new HttpError(existing ? 409 : 404, existing ? MSG_BOOKING_ALREADY_CANCELLED : MSG_NOT_FOUND);
}

/**
 * Staff reschedule from the admin page: the visitor gets the new time with an updated invite (SEQUENCE + 1) and
 * new links (the old ones stop working); the team's inbox gets its copy.
 */
export async function moveBookingByStaff(
  deps: BookingDeps,
  id: string,
  slotStart: string,
): Promise<BookingRow> {
  const where = and(eq(bookings.id, id), eq(bookings.status, "confirmed"));
  const { row, token } = await moveBooking(deps, where, slotStart, "staff");
  if (!row) throw await notMovable(deps, id);
  const ctx = mailContextOf(deps);
  const analysis = await findAttachedResult(deps.db, row.result_id);
  await queueMailsNow(deps.jobs, [
    {
      what: "booking moved by staff (visitor)",
      message: bookingConfirmationMail(row, ctx, token, "moved-by-staff"),
    },
    {
      what: "booking moved by staff (staff)",
      message: bookingStaffMail(row, ctx, analysis, "moved by staff"),
    },
  ]);
  return row;
}

/** Staff cancel from the admin page: the visitor is told (with a CANCEL invite), with staff's reason if given. */
export async function cancelBookingByStaff(deps: BookingDeps, id: string, reason = ""): Promise<BookingRow> {
  const now = deps.now();
  const row = await deps.jobs.transaction(async (tx, queue) => {
    const [updated] = await tx
      .update(bookings)
      .set({ ...cancelled(now), cancel_reason: reason || null })
      .where(and(eq(bookings.id, id), eq(bookings.status, "confirmed")))
      .returning();
    if (updated) await queueLeadEvent(queue, { type: "booking.cancelled", id: updated.id });
    return updated;
  });
  if (!row) throw await notMovable(deps, id);
  const open = await openWaysBack(deps);
  await queueMailsNow(deps.jobs, [
    {
      what: "booking cancelled by staff",
      message: bookingCancelledVisitorMail(row, mailContextOf(deps), true, open, row.cancel_reason),
    },
  ]);
  return row;
}
