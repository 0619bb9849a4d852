import { z } from "zod";

// Response shapes of /api/admin/* (snake_case per spec §3).
export const AdminResultRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  pdf_url: z.string(),
  created_at: z.string(),
  cloud_provider_id: z.string().nullable(),
  provider_name: z.string().nullable(),
  /** Staff marked it to keep: the retention purge passes it by. */
  keep: z.boolean(),
});
export type AdminResultRow = z.infer<typeof AdminResultRowSchema>;

export const AdminResultsPageSchema = z.object({
  items: z.array(AdminResultRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminResultsPage = z.infer<typeof AdminResultsPageSchema>;

/** PUT /api/admin/results/:id/keep */
export const ResultKeepSchema = z.object({ value: z.boolean() });

export const AdminMeSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    email_verified: z.boolean(),
    image: z.string().nullable(),
  }),
  session: z.object({ expires_at: z.string() }),
});
export type AdminMe = z.infer<typeof AdminMeSchema>;
