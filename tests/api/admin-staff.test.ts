import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session, user } from "#server/db/schema.ts";
import { MSG_STAFF_REVOKE_SELF } from "#shared/messages/admin.ts";
import { type StaffMember, StaffMemberSchema } from "#shared/schemas/staff.ts";
import { createAdminAndSignIn, type SignedInAdmin, signIn } from "#tests/support/auth-helpers.ts";
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

const list = async (headers = admin.headers) => {
  const res = await t.app.inject({ url: "/api/admin/staff", headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as unknown[]).map((row) => StaffMemberSchema.parse(row)) as StaffMember[];
};
const revoke = (id: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: "DELETE", url: `/api/admin/staff/${id}`, headers });

describe("/api/admin/staff", () => {
  it("lists every staff account with its sessions, marking the caller", async () => {
    const other = await createAdminAndSignIn(t);
    const rows = await list();
    const me = rows.find((r) => r.email === admin.email);
    expect(me).toMatchObject({ is_current_user: true, email_verified: true });
    expect(me?.active_sessions).toBeGreaterThanOrEqual(1);
    expect(rows.find((r) => r.email === other.email)).toMatchObject({ is_current_user: false });
  });

  it("revoking ends every session of that account at once, and it can no longer sign in", async () => {
    const victim = await createAdminAndSignIn(t);
    const id = (await list()).find((r) => r.email === victim.email)?.id ?? "";
    expect((await t.app.inject({ url: "/api/admin/me", headers: victim.headers })).statusCode).toBe(200);

    expect((await revoke(id)).statusCode).toBe(204);
    expect((await t.app.inject({ url: "/api/admin/me", headers: victim.headers })).statusCode).toBe(401);
    expect((await signIn(t, victim.email, victim.password)).statusCode).toBe(401);
    const db = t.services.database.db;
    expect(await db.select().from(session).where(eq(session.userId, id))).toHaveLength(0);
    expect(await db.select().from(user).where(eq(user.id, id))).toHaveLength(0);
    expect((await list()).some((r) => r.id === id)).toBe(false);
    expectError(await revoke(id), 404, /not found/i);
  });

  it("refuses to revoke the caller's own account", async () => {
    const me = (await list()).find((r) => r.is_current_user);
    expectError(await revoke(me?.id ?? ""), 400, MSG_STAFF_REVOKE_SELF);
  });

  it("needs a session and a same-origin request", async () => {
    expect((await t.app.inject({ url: "/api/admin/staff" })).statusCode).toBe(401);
    const other = await createAdminAndSignIn(t);
    const id = (await list()).find((r) => r.email === other.email)?.id ?? "";
    const crossSite = await revoke(id, { cookie: admin.cookie, origin: "https://evil.example" });
    expect(crossSite.statusCode).toBe(403);
    expect((await list()).some((r) => r.id === id)).toBe(true);
  });
});
