import { createHash } from "node:crypto";
import { and, count, eq, gte, sql } from "drizzle-orm";
import { isOfferedSlot } from "#shared/booking/availability.ts";
import {
  MSG_BOOKING_SLOT_TAKEN,
  MSG_BOOKING_SLOT_UNAVAILABLE,
  MSG_BOOKING_TOO_MANY,
  MSG_BOOKING_TOO_MANY_FROM_NETWORK,
} from "#shared/messages/booking.ts";
import type { BookingRequest } from "#shared/schemas/booking-request.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { bookings, resultsHistory } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { queueLeadEvent } from "../jobs/lead-event-job.ts";
import { queueMails } from "../jobs/mail-job.ts";
import { effectiveExtractedData } from "../results/find-result.ts";
import { requireManageToken } from "../results/manage-token.ts";
import { type BookingDeps, mailContextOf } from "./booking-deps.ts";
import {
  type AttachedResult,
  bookingConfirmationMail,
  bookingStaffMail,
  visitorInvite,
} from "./booking-mails.ts";
import { createManageToken } from "./manage-token.ts";

export async function findAttachedResult(db: Db, resultId: string | null): Promise<AttachedResult | null> {
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
 * 403 unless the token is the result's own: anyone with a result's link could otherwise put its figures under
 * their own name in the staff's bookings. A result that is gone (deleted meanwhile) is simply not attached.
 */
async function requireResultToken(db: Db, resultId: string, token: unknown): Promise<void> {
  try {
    await requireManageToken(db, resultId, token);
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
  }
}

/** Upcoming calls one e-mail address may hold at once; per client address: configured. */
export const MAX_UPCOMING_BOOKINGS = 2;

/** The client address is kept only as a hash: enough to count, nothing to read back. */
export function hashClientIp(ip: string): string {
  return createHash("sha256").update(`booking-ip:${ip}`).digest("hex");
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * 429 when the address typed, or the address it came from, already holds the most upcoming calls allowed. Run
 * inside the booking's transaction after taking both addresses' locks: simultaneous requests from one address are
 * counted one after the other, so none slips past the cap.
 */
async function assertUnderBookingLimit(
  tx: Tx,
  deps: BookingDeps,
  email: string,
  ipHash: string,
): Promise<void> {
  // Always the e-mail's lock first, then the client address's: two bookings never wait on each other in a circle.
  for (const key of [`booking-email:${email.toLowerCase()}`, `booking-ip:${ipHash}`]) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
  const upcoming = and(eq(bookings.status, "confirmed"), gte(bookings.slot_end, deps.now()));
  const [byEmail] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(and(upcoming, eq(sql`lower(${bookings.email})`, email.toLowerCase())));
  const [byIp] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(and(upcoming, eq(bookings.client_ip_hash, ipHash)));
  if ((byEmail?.n ?? 0) >= MAX_UPCOMING_BOOKINGS) throw new HttpError(429, MSG_BOOKING_TOO_MANY);
  // Not "you already have": the calls counted may be other people's behind the same address.
  if ((byIp?.n ?? 0) >= deps.maxUpcomingPerIp) throw new HttpError(429, MSG_BOOKING_TOO_MANY_FROM_NETWORK);
}

/**
 * Books one offered slot. The partial unique index on confirmed slot starts decides races: the first insert
 * wins, every other gets 409. The visitor's link token is mailed once and stored only as its hash.
 */
export async function bookCall(
  deps: BookingDeps,
  request: BookingRequest,
  clientIp: string,
  /** The attached result's manage token (X-Manage-Token): a result's link alone does not attach its figures. */
  resultToken?: unknown,
): Promise<{ id: string; invite: string }> {
  const start = new Date(request.slot_start);
  if (!isOfferedSlot(deps.availability, start, deps.now()))
    throw new HttpError(400, MSG_BOOKING_SLOT_UNAVAILABLE);
  const ipHash = hashClientIp(clientIp);
  if (request.result_id) await requireResultToken(deps.db, request.result_id, resultToken);
  const analysis = await findAttachedResult(deps.db, request.result_id ?? null);
  const { token, hash } = createManageToken();
  let row: typeof bookings.$inferSelect | undefined;
  try {
    row = await deps.jobs.transaction(async (tx, queue) => {
      await assertUnderBookingLimit(tx, deps, request.email, ipHash);
      const [inserted] = await tx
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
          client_ip_hash: ipHash,
        })
        .returning();
      if (!inserted) return inserted;
      // The lead event and both mails are written with the booking: none is lost to a crash or an SMTP outage.
      await queueLeadEvent(queue, { type: "booking.created", id: inserted.id });
      const ctx = mailContextOf(deps);
      await queueMails(queue, [
        { what: "booking confirmation", message: bookingConfirmationMail(inserted, ctx, token) },
        { what: "booking staff notice", message: bookingStaffMail(inserted, ctx, analysis, "booked") },
      ]);
      return inserted;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, MSG_BOOKING_SLOT_TAKEN);
    throw error;
  }
  if (!row) throw new Error("insert returned no row");
  // The invite the confirmation mail carries, for the page's "Download .ics": one event however both are added.
  return { id: row.id, invite: visitorInvite(row, mailContextOf(deps), "REQUEST") };
}
