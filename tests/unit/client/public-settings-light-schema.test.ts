import { describe, expect, it } from "vitest";
import { PublicSettingsLightSchema } from "#client/api/public-settings-light-schema.ts";
import { PublicSettingsSchema } from "#shared/schemas/public-api.ts";

// The first screen checks the public switches without zod (issue 21's budget); it must agree with the shared schema.
describe("PublicSettingsLightSchema", () => {
  const valid = {
    admin_signups_enabled: false,
    analysis_enabled: true,
    contact_form_enabled: true,
    bookings_enabled: false,
  };
  const cases: unknown[] = [
    valid,
    { ...valid, extra: 1 },
    { ...valid, analysis_enabled: "true" },
    { ...valid, bookings_enabled: undefined },
    { analysis_enabled: true },
    null,
    [],
    "on",
    42,
  ];

  it.each(cases)("agrees with PublicSettingsSchema on %j", (value) => {
    const light = PublicSettingsLightSchema.safeParse(value);
    const zod = PublicSettingsSchema.safeParse(value);
    expect(light.success).toBe(zod.success);
    if (light.success && zod.success) expect(light.data).toEqual(zod.data);
  });
});
