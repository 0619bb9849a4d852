import type { Testimonial } from "#shared/schemas/public-api.ts";
import type { TestimonialInput } from "#shared/schemas/testimonial-input.ts";

/** docs/product.md#validation order of the checks; the first failing one is the toast. */
export const TESTIMONIAL_FIELD_ORDER = [
  "name",
  "company",
  "content",
  "job_title",
  "linkedin_url",
  "image_path",
] as const;

export function toTestimonialFormValues(row: Testimonial): TestimonialInput {
  return {
    name: row.name,
    company: row.company,
    content: row.content,
    job_title: row.job_title,
    linkedin_url: row.linkedin_url ?? "",
    image_path: row.image_path ?? "",
  };
}

export function blankTestimonial(id: string): Testimonial {
  return {
    id,
    name: "",
    company: "",
    content: "",
    job_title: "",
    linkedin_url: null,
    image_path: null,
    created_at: new Date().toISOString(),
  };
}
