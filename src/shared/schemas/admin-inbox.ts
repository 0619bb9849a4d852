import { z } from "zod";
import { adminPageSchema } from "./admin-page.ts";

// Staff's Messages and Bookings pages (GET /api/admin/messages, GET /api/admin/bookings and their actions).

export const MESSAGE_FILTERS = ["open", "handled", "all"] as const;
export const BOOKING_FILTERS = ["upcoming", "past", "cancelled", "all"] as const;

/**
 * What staff track on a message and a booking alike: when it was handled, whether it is kept past the retention
 * purge, when it came.
 */
const InboxStatusFields = {
  handled_at: z.string().nullable(),
  keep: z.boolean(),
  created_at: z.string(),
};

export const AdminMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  message: z.string(),
  ...InboxStatusFields,
});
export type AdminMessage = z.infer<typeof AdminMessageSchema>;

export const AdminMessagesPageSchema = adminPageSchema(AdminMessageSchema);
export type AdminMessagesPage = z.infer<typeof AdminMessagesPageSchema>;

/** The figures of the analysis a visitor attached to their booking. */
export const AttachedResultSchema = z.object({
  id: z.uuid(),
  provider: z.string().nullable(),
  currency: z.string(),
  total_monthly_spend: z.number().nullable(),
  current_savings_rate: z.number().nullable(),
  monthly_current_savings: z.number().nullable(),
  provider_estimated_esr: z.number().nullable(),
  estimated_monthly_savings: z.number().nullable(),
  /** The visitor corrected figures: these are the figures in effect, as their result page shows them. */
  corrected: z.boolean(),
});
export type AttachedResult = z.infer<typeof AttachedResultSchema>;

export const AdminBookingSchema = z.object({
  id: z.uuid(),
  slot_start: z.string(),
  slot_end: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  note: z.string(),
  visitor_time_zone: z.string().nullable(),
  status: z.enum(["confirmed", "cancelled"]),
  cancelled_at: z.string().nullable(),
  /** Staff's reason for cancelling (mailed to the visitor); null when none was given or the visitor cancelled. */
  cancel_reason: z.string().nullable().optional(),
  ...InboxStatusFields,
  analysis: AttachedResultSchema.nullable(),
});
export type AdminBooking = z.infer<typeof AdminBookingSchema>;

export const AdminBookingsPageSchema = adminPageSchema(AdminBookingSchema).extend({
  /** The zone bookable hours are set in (BOOKING_TIMEZONE). */
  timezone: z.string(),
});
export type AdminBookingsPage = z.infer<typeof AdminBookingsPageSchema>;

/** PATCH body for a message or a booking: mark handled (or not), keep past the retention purge (or not). */
export const InboxItemUpdateSchema = z
  .object({ handled: z.boolean().optional(), keep: z.boolean().optional() })
  .refine((v) => v.handled !== undefined || v.keep !== undefined, "Send handled or keep as true or false.");
export type InboxItemUpdate = z.infer<typeof InboxItemUpdateSchema>;
