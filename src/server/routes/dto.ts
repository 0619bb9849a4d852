import type { cloudProviders, testimonials } from "../db/schema.ts";

// Database rows -> JSON (timestamps as ISO strings); field names already match the spec.
export function toProviderDto(row: typeof cloudProviders.$inferSelect) {
  return { ...row, created_at: row.created_at.toISOString() };
}

export function toTestimonialDto(row: typeof testimonials.$inferSelect) {
  return { ...row, created_at: row.created_at.toISOString() };
}
