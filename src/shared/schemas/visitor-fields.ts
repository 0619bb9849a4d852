import { z } from "zod";
import { MSG_EMAIL_INVALID, MSG_EMAIL_REQUIRED, MSG_NAME_REQUIRED } from "../messages.ts";

/** Who is writing: the fields the contact and booking forms share. */
export const VisitorFields = {
  name: z.string().trim().min(1, MSG_NAME_REQUIRED).max(200, "Please keep your name under 200 characters."),
  email: z
    .string()
    .trim()
    .min(1, MSG_EMAIL_REQUIRED)
    .max(320, MSG_EMAIL_INVALID)
    .pipe(z.email(MSG_EMAIL_INVALID)),
  company: z
    .string()
    .trim()
    .max(200, "Please keep the company name under 200 characters.")
    .optional()
    .default(""),
};
