import { z } from "zod";
import { MSG_EMAIL_INVALID } from "../messages/general.ts";
import { MSG_EMAIL_REQUIRED, MSG_NAME_REQUIRED } from "../messages/upload.ts";
import { toSingleLine } from "./single-line.ts";

/** Who is writing: the fields the contact and booking forms share. All single-line: line breaks become spaces. */
export const VisitorFields = {
  name: z
    .string()
    .transform(toSingleLine)
    .pipe(
      z.string().trim().min(1, MSG_NAME_REQUIRED).max(200, "Please keep your name under 200 characters."),
    ),
  email: z
    .string()
    .trim()
    .min(1, MSG_EMAIL_REQUIRED)
    .max(320, MSG_EMAIL_INVALID)
    .pipe(z.email(MSG_EMAIL_INVALID)),
  company: z
    .string()
    .transform(toSingleLine)
    .pipe(z.string().trim().max(200, "Please keep the company name under 200 characters."))
    .optional()
    .default(""),
  /**
   * Honeypot: hidden from people, filled by form-filling bots. A request that fills it is answered as if it
   * were accepted, and nothing is stored or sent.
   */
  website: z.string().max(500).optional().default(""),
};

export const FormAcceptedSchema = z.object({ ok: z.literal(true) });
