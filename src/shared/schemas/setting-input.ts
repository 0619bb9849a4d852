import { z } from "zod";
import { MSG_SETTING_UNKNOWN, MSG_SETTING_VALUE } from "../messages/admin.ts";

export const SETTING_KEYS = [
  "admin_signups_enabled",
  "analysis_enabled",
  "contact_form_enabled",
  "bookings_enabled",
  "analysis_summary_mail_enabled",
] as const;
export const SettingKeySchema = z.enum(SETTING_KEYS, MSG_SETTING_UNKNOWN);
export type SettingKeyName = z.infer<typeof SettingKeySchema>;

/** PUT /api/admin/settings/:key body. */
export const SettingValueInputSchema = z.object({ value: z.boolean(MSG_SETTING_VALUE) });
export type SettingValueInput = z.infer<typeof SettingValueInputSchema>;

/** One switch as the admin API returns it; updated_at is null while the row still has its default. */
export const AdminSettingSchema = z.object({
  key: SettingKeySchema,
  value: z.boolean(),
  updated_at: z.string().nullable(),
});
export type AdminSetting = z.infer<typeof AdminSettingSchema>;
