import { z } from "zod";

/** A staff account as the sign-in service holds it: in the account list and as the signed-in user alike. */
export const StaffAccountFields = {
  id: z.string(),
  email: z.string(),
  name: z.string(),
  email_verified: z.boolean(),
};

/** One staff account on /admin/staff (every verified or pending user is staff, docs/product.md#roles). */
export const StaffMemberSchema = z.object({
  ...StaffAccountFields,
  created_at: z.string(),
  /** When any of its sessions was last used; null when it has none. */
  last_active_at: z.string().nullable(),
  active_sessions: z.number().int(),
  is_current_user: z.boolean(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
