import { z } from "zod";
import { VisitorFields } from "./visitor-fields.ts";

export const BOOKING_SLOTS = ["morning", "afternoon", "evening"] as const;

export const BookingRequestSchema = z.object({
  ...VisitorFields,
  preferred_date: z.iso.date("Please choose a date."),
  preferred_slot: z.enum(BOOKING_SLOTS, "Please choose a time of day."),
  monthly_spend: z
    .string()
    .trim()
    .max(100, "Please keep the monthly spend under 100 characters.")
    .optional()
    .default(""),
});
export type BookingRequest = z.infer<typeof BookingRequestSchema>;
