import { z } from "zod";
import { VisitorFields } from "./visitor-fields.ts";

export const ContactRequestSchema = z.object({
  ...VisitorFields,
  message: z
    .string()
    .trim()
    .min(10, "Please write a message of at least 10 characters.")
    .max(5000, "Please keep your message under 5000 characters."),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;
