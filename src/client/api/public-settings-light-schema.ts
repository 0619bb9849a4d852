import type { PublicSettings } from "#shared/schemas/public-api.ts";
import type { AnswerCheck } from "./http.ts";

const SWITCHES = [
  "admin_signups_enabled",
  "analysis_enabled",
  "contact_form_enabled",
  "bookings_enabled",
] as const;

/**
 * The check of GET /api/settings/public: the shape of the shared PublicSettingsSchema (four booleans), written out
 * because it runs on the first screen, where importing zod would add about 20 KB before any interaction (issue
 * 21's budget). tests/unit/client/public-settings-light-schema.test.ts holds it to the zod schema.
 */
export const PublicSettingsLightSchema: AnswerCheck<PublicSettings> = {
  safeParse(value: unknown) {
    if (typeof value !== "object" || value === null) return { success: false };
    const record = value as Record<string, unknown>;
    if (!SWITCHES.every((key) => typeof record[key] === "boolean")) return { success: false };
    const data = Object.fromEntries(SWITCHES.map((key) => [key, record[key]])) as PublicSettings;
    return { success: true, data };
  },
};
