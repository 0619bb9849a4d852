import { z } from "zod";
import {
  MSG_BOOKING_CANCEL_REASON_TOO_LONG,
  MSG_BOOKING_NOTE_TOO_LONG,
  MSG_BOOKING_SLOT_REQUIRED,
  MSG_RESULT_ID_INVALID,
  MSG_TIME_ZONE_INVALID,
} from "../messages/booking.ts";
import { findTimeZone, isKnownTimeZone, knownTimeZoneNames } from "../time/zoned-time.ts";
import { VisitorFields } from "./visitor-fields.ts";

/** An instant as the slot list gives it (ISO 8601 with Z or an offset). */
export const SlotStartSchema = z.iso.datetime({ offset: true, message: MSG_BOOKING_SLOT_REQUIRED });

/** POST /api/bookings. */
export const BookingRequestSchema = z.object({
  ...VisitorFields,
  slot_start: SlotStartSchema,
  note: z.string().trim().max(2000, MSG_BOOKING_NOTE_TOO_LONG).optional().default(""),
  result_id: z.uuid(MSG_RESULT_ID_INVALID).nullish(),
  /** The visitor's IANA zone, so their mails name the time as they saw it. */
  time_zone: z
    .string()
    .max(100)
    .refine((zone) => isKnownTimeZone(zone), MSG_TIME_ZONE_INVALID)
    // Any case and any alias, kept in its usual spelling ("asia/kolkata" -> "Asia/Kolkata") for the mails.
    .transform((zone) => findTimeZone(zone, knownTimeZoneNames()) ?? zone)
    .nullish(),
});
export type BookingRequest = z.infer<typeof BookingRequestSchema>;
export type BookingRequestInput = z.input<typeof BookingRequestSchema>;

/** `invite`: the calendar invitation the confirmation mail carries (same UID, METHOD and SEQUENCE), for "Download .ics". */
export const BookingCreatedSchema = z.object({ id: z.uuid(), invite: z.string() });

/** GET /api/bookings/slots answer. */
export const BookingSlotsSchema = z.object({
  timezone: z.string(),
  slot_minutes: z.number().int(),
  /** BOOKING_LOCATION: a video-meeting link or text; null when not configured. */
  location: z.string().nullable().optional(),
  slots: z.array(z.string()),
});
export type BookingSlots = z.infer<typeof BookingSlotsSchema>;

/** The visitor's cancel / move links carry this token. */
export const BookingTokenSchema = z.object({ token: z.string().min(1).max(200) });
export const BookingMoveSchema = BookingTokenSchema.extend({ slot_start: SlotStartSchema });

/** GET /api/bookings/manage?token=: what the visitor's link page shows. */
export const ManagedBookingSchema = z.object({
  id: z.uuid(),
  slot_start: z.string(),
  slot_end: z.string(),
  status: z.enum(["confirmed", "cancelled"]),
  timezone: z.string(),
  location: z.string().nullable().optional(),
  /** The booking's calendar invitation as its latest mail carries it (same UID, METHOD and SEQUENCE). */
  invite: z.string(),
});
export type ManagedBooking = z.infer<typeof ManagedBookingSchema>;

/** A move hands out a new link (the old one stops working). */
export const BookingMovedSchema = z.object({ id: z.uuid(), slot_start: z.string() });

/** POST /api/admin/bookings/:id/move: staff reschedule a booking to another offered time. */
export const StaffBookingMoveSchema = z.object({ slot_start: SlotStartSchema });

/** POST /api/admin/bookings/:id/cancel: an optional reason, carried in the visitor's mail. */
export const StaffBookingCancelSchema = z
  .object({ reason: z.string().trim().max(500, MSG_BOOKING_CANCEL_REASON_TOO_LONG).optional() })
  .nullish()
  .transform((body) => ({ reason: body?.reason ?? "" }));
