import { z } from "zod";

// Response shapes of the public JSON API, snake_case per docs/product.md#data. A stable interface: clients and
// webhook receivers rely on these names.
export const CloudProviderSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  enabled: z.boolean(),
  estimated_esr: z.number().nullable(),
  created_at: z.string(),
});
export type CloudProvider = z.infer<typeof CloudProviderSchema>;

export const TestimonialSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  company: z.string(),
  content: z.string(),
  job_title: z.string(),
  linkedin_url: z.string().nullable(),
  image_path: z.string().nullable(),
  created_at: z.string(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const TestimonialPageSchema = z.object({
  items: z.array(TestimonialSchema),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type TestimonialPage = z.infer<typeof TestimonialPageSchema>;

export const PublicSettingsSchema = z.object({
  admin_signups_enabled: z.boolean(),
  analysis_enabled: z.boolean(),
  contact_form_enabled: z.boolean(),
  bookings_enabled: z.boolean(),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

export const ApiErrorSchema = z.object({ error: z.string() });
