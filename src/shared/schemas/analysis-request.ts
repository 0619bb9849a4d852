import { z } from "zod";
import { MAX_PDF_BYTES } from "../limits.ts";
import { MSG_PROVIDER_NOT_FOUND } from "../messages/analysis.ts";
import { MSG_EMAIL_INVALID } from "../messages/general.ts";
import {
  MSG_EMAIL_REQUIRED,
  MSG_NAME_REQUIRED,
  MSG_PDF_EMPTY,
  MSG_PDF_REQUIRED,
  MSG_PDF_TOO_LARGE,
  MSG_PROVIDER_REQUIRED,
} from "../messages/upload.ts";

export const PDF_FILE_NAME_PATTERN = /\.pdf$/i;

/** What both a browser File and a server-side upload part can show: its name and size in bytes. */
export const PdfFileSchema = z
  .object({ name: z.string(), size: z.number() }, { error: MSG_PDF_REQUIRED })
  .refine((f) => PDF_FILE_NAME_PATTERN.test(f.name.trim()), MSG_PDF_REQUIRED)
  .refine((f) => f.size > 0, MSG_PDF_EMPTY)
  .refine((f) => f.size <= MAX_PDF_BYTES, MSG_PDF_TOO_LARGE);

/**
 * The analysis form (docs/product.md#validation), checked in the spec's order: name, email, provider, PDF. The first issue is the
 * message shown, so the browser form and the upload API answer with the same words.
 */
export const AnalysisRequestSchema = z.object({
  name: z
    .string({ error: MSG_NAME_REQUIRED })
    // One line: a line break (or any control character) could forge lines in the staff's mail and in logs.
    .transform((value) => value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").replace(/\s+/g, " "))
    .pipe(
      z.string().trim().min(1, MSG_NAME_REQUIRED).max(200, "Please keep your name under 200 characters."),
    ),
  email: z
    .string({ error: MSG_EMAIL_REQUIRED })
    .trim()
    .min(1, MSG_EMAIL_REQUIRED)
    .max(320, MSG_EMAIL_INVALID)
    .pipe(z.email(MSG_EMAIL_INVALID)),
  cloudProviderId: z
    .string({ error: MSG_PROVIDER_REQUIRED })
    .trim()
    .min(1, MSG_PROVIDER_REQUIRED)
    .pipe(z.uuid(MSG_PROVIDER_NOT_FOUND)),
  file: PdfFileSchema,
});
export type AnalysisRequest = z.infer<typeof AnalysisRequestSchema>;

/**
 * 201: the new result's id and its manage token (the browser keeps it to correct or delete the analysis; the
 * link alone only reads). 200 with `existing: true` and no token: the same file with the same details was
 * analysed minutes ago (or is being analysed now), and that result is the answer. A browser without that result's
 * token asks for a manage link by mail (ManageLinkRequestSchema).
 */
export const AnalysisCreatedSchema = z.object({
  resultId: z.uuid(),
  manageToken: z.string().min(32).optional(),
  existing: z.literal(true).optional(),
  /** Figures read below high: the review step where the visitor checks them beside the page. */
  review: z.object({ id: z.string(), token: z.string() }).optional(),
});
export type AnalysisCreated = z.infer<typeof AnalysisCreatedSchema>;

/**
 * POST /api/results/:id/manage-link: the address typed in the form. A link that corrects and deletes the result
 * is mailed to it when it is the address the analysis was made with; the answer is the same either way.
 */
export const ManageLinkRequestSchema = AnalysisRequestSchema.pick({ email: true });
export type ManageLinkRequest = z.infer<typeof ManageLinkRequestSchema>;
