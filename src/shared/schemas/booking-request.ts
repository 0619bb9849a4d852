import { z } from "zod";

export const BOOKING_SLOTS = ["morning", "afternoon", "evening"] as const;

export const BookingRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Please enter your name")
    .max(200, "Please keep your name under 200 characters."),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email")
    .pipe(z.email("Please enter a valid email address.")),
  company: z
    .string()
    .trim()
    .max(200, "Please keep the company name under 200 characters.")
    .optional()
    .default(""),
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
