import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settings } from "#server/db/schema.ts";
import { MSG_SETTING_UNKNOWN, MSG_SETTING_VALUE } from "#shared/messages/admin.ts";
import type { AdminSetting } from "#shared/schemas/setting-input.ts";
import { createAdminAndSignIn, type SignedInAdmin } from "#tests/support/auth-helpers.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";

let t: TestApp;
let admin: SignedInAdmin;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: "1000" });
  admin = await createAdminAndSignIn(t);
});
afterAll(async () => {
  await t.close();
});

const put = (key: string, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/admin/settings/${key}`, headers: admin.headers, payload });
const list = async () =>
  (await t.app.inject({ url: "/api/admin/settings", headers: admin.headers })).json() as AdminSetting[];

describe("/api/admin/settings", () => {
  it("lists the four switches at their defaults, then the staff-only summary mail setting", async () => {
    const rows = await list();
    expect(rows.map((r) => [r.key, r.value])).toEqual([
      ["admin_signups_enabled", false],
      ["analysis_enabled", true],
      ["contact_form_enabled", true],
      ["bookings_enabled", true],
      ["analysis_summary_mail_enabled", true],
    ]);
  });

  it("upserts on key with a fresh updated_at, and the public switches follow", async () => {
    const before = Date.now();
    const res = await put("bookings_enabled", { value: false });
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdminSetting;
    expect(body).toMatchObject({ key: "bookings_enabled", value: false });
    expect(Date.parse(body.updated_at ?? "")).toBeGreaterThanOrEqual(before - 5_000);
    const pub = (await t.app.inject({ url: "/api/settings/public" })).json() as Record<string, boolean>;
    expect(pub.bookings_enabled).toBe(false);
    expect((await put("bookings_enabled", { value: true })).json()).toMatchObject({ value: true });
  });

  it("inserts the row when it is missing (upsert, not update)", async () => {
    await t.services.database.db.delete(settings);
    const res = await put("admin_signups_enabled", { value: true });
    expect(res.statusCode).toBe(200);
    const rows = await t.services.database.db.select().from(settings);
    expect(rows).toEqual([expect.objectContaining({ key: "admin_signups_enabled", value: "true" })]);
    expect((await list()).find((r) => r.key === "analysis_enabled")).toMatchObject({
      value: true,
      updated_at: null,
    });
  });

  it.each([[{ value: "true" }], [{ value: 1 }], [{}]])("refuses the body %j", async (payload) => {
    expectError(await put("analysis_enabled", payload), 400, MSG_SETTING_VALUE);
  });

  it("refuses an unknown key with 404", async () => {
    expectError(await put("dark_mode", { value: true }), 404, MSG_SETTING_UNKNOWN);
  });
});
