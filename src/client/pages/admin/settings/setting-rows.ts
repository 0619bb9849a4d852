import type { SettingKeyName } from "#shared/schemas/setting-input.ts";

type SettingCopy = { label: string; description: string; enabledToast: string; disabledToast: string };
export type SettingRowCopy = { key: SettingKeyName } & SettingCopy;

/** docs/product.md#screens rows and their docs/product.md#messages success toasts, in display order. */
export const SETTING_ROWS: ReadonlyArray<{ key: SettingKeyName } & SettingCopy> = [
  {
    key: "admin_signups_enabled",
    label: "Admin Signups",
    description: "Allow creating new admin accounts",
    enabledToast: "New admin account creation has been enabled",
    disabledToast: "New admin account creation has been disabled for security",
  },
  {
    key: "analysis_enabled",
    label: "Bill Analysis",
    description: "Allow users to submit bills for analysis",
    enabledToast: "Bill analysis feature is now available to users",
    disabledToast: "Bill analysis feature has been temporarily disabled",
  },
  {
    key: "contact_form_enabled",
    label: "Contact Form",
    description: "Allow users to send messages through the contact form",
    enabledToast: "Contact form is now accepting new messages",
    disabledToast: "Contact form has been disabled for maintenance",
  },
  {
    key: "bookings_enabled",
    label: "Bookings",
    description: "Allow users to schedule discovery calls",
    enabledToast: "Discovery call bookings are now open",
    disabledToast: "Discovery call bookings have been temporarily paused",
  },
];

/** Not in the spec: staff-only settings, in their own card below the four feature switches. */
export const STAFF_SETTING_ROWS: ReadonlyArray<{ key: SettingKeyName } & SettingCopy> = [
  {
    key: "analysis_summary_mail_enabled",
    label: "New Analysis Summary",
    description: "Email the team a short summary of each new analysis, with its link",
    enabledToast: "Staff will get a summary of each new analysis",
    disabledToast: "New analysis summaries are switched off",
  },
];
