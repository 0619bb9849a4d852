import transliterate from "@sindresorhus/transliterate";
import { z } from "zod";
import { MIN_TESTIMONIAL_CONTENT_LENGTH, MIN_TESTIMONIAL_FIELD_LENGTH } from "../limits.ts";
import {
  MSG_IMAGE_PATH_REQUIRED,
  MSG_LINKEDIN_INVALID,
  MSG_TESTIMONIAL_COMPANY_SHORT,
  MSG_TESTIMONIAL_CONTENT_SHORT,
  MSG_TESTIMONIAL_JOB_TITLE_SHORT,
  MSG_TESTIMONIAL_NAME_SHORT,
} from "../messages/admin-content.ts";

const MAX_FIELD_LENGTH = 200;
const MAX_CONTENT_LENGTH = 2000;

const field = (message: string) =>
  z
    .string(message)
    .trim()
    .min(MIN_TESTIMONIAL_FIELD_LENGTH, message)
    .max(MAX_FIELD_LENGTH, `Please keep this under ${MAX_FIELD_LENGTH} characters.`);

function isLinkedInUrl(value: string): boolean {
  try {
    const url = new URL(value);
    const host = url.hostname.toLowerCase();
    return (
      (url.protocol === "https:" || url.protocol === "http:") &&
      (host === "linkedin.com" || host.endsWith(".linkedin.com"))
    );
  } catch {
    return false;
  }
}

/** Add or edit a testimonial (docs/product.md#validation). Empty LinkedIn URL and image path are saved as null. */
export const TestimonialInputSchema = z.object({
  name: field(MSG_TESTIMONIAL_NAME_SHORT),
  company: field(MSG_TESTIMONIAL_COMPANY_SHORT),
  content: z
    .string(MSG_TESTIMONIAL_CONTENT_SHORT)
    .trim()
    .min(MIN_TESTIMONIAL_CONTENT_LENGTH, MSG_TESTIMONIAL_CONTENT_SHORT)
    .max(MAX_CONTENT_LENGTH, `Please keep the testimonial under ${MAX_CONTENT_LENGTH} characters.`),
  job_title: field(MSG_TESTIMONIAL_JOB_TITLE_SHORT),
  linkedin_url: z
    .string(MSG_LINKEDIN_INVALID)
    .trim()
    .max(500, MSG_LINKEDIN_INVALID)
    .refine((v) => v === "" || isLinkedInUrl(v), MSG_LINKEDIN_INVALID)
    .nullish()
    .transform((v) => v || null),
  image_path: z
    .string(MSG_IMAGE_PATH_REQUIRED)
    .trim()
    .max(MAX_FIELD_LENGTH, `Please keep the image path under ${MAX_FIELD_LENGTH} characters.`)
    .nullish()
    .transform((v) => v || null),
});
export type TestimonialInput = z.input<typeof TestimonialInputSchema>;
export type TestimonialValues = z.output<typeof TestimonialInputSchema>;

/**
 * docs/product.md#validation: a saved image path is rebuilt from the person's name (lower-cased, each non-alphanumeric character
 * a hyphen) plus the original extension lower-cased; no path stays null. "Photo.JPG" for "Sarah Chen" gives
 * "sarah-chen.jpg". Letters are spelled in Latin first, so "Zoë Ñúñez" gives "zoe-nunez" rather than
 * "zo--n-n-ez" (each accented letter a hyphen).
 */
export function toTestimonialImagePath(name: string, imagePath: string | null): string | null {
  if (!imagePath) return null;
  const base = transliterate(name.trim())
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "-");
  const dot = imagePath.lastIndexOf(".");
  const extension =
    dot >= 0
      ? imagePath
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, "")
      : "";
  return extension ? `${base}.${extension}` : base;
}

/** The LinkedIn column shows the profile without its URL prefix, or 'None' (docs/product.md#screens). */
export function toLinkedInDisplay(url: string | null): string {
  if (!url) return "None";
  return url.replace(/^https?:\/\/(www\.)?linkedin\.com\/in\//i, "").replace(/\/$/, "");
}
