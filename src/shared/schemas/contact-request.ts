import { z } from "zod";

export const ContactRequestSchema = z.object({
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
  message: z
    .string()
    .trim()
    .min(10, "Please write a message of at least 10 characters.")
    .max(5000, "Please keep your message under 5000 characters."),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;
