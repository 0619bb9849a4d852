import { z } from "zod";
import { VisitorFields } from "./visitor-fields.ts";

export const BOOKING_SLOTS = ["morning", "afternoon", "evening"] as const;

export const BookingRequestSchema = z.object({
  ...VisitorFields,
  // Not in the past anywhere: today in UTC is at most "tomorrow" for the visitor (the form offers tomorrow on).
  preferred_date: z.iso
    .date("Please choose a date.")
    .refine((date) => date >= new Date().toISOString().slice(0, 10), "Please choose a date in the future."),
  preferred_slot: z.enum(BOOKING_SLOTS, "Please choose a time of day."),
  monthly_spend: z
    .string()
    .trim()
    .max(100, "Please keep the monthly spend under 100 characters.")
    .optional()
    .default(""),
});
export type BookingRequest = z.infer<typeof BookingRequestSchema>;
