import { statSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasAnyUser } from "#server/auth/admin-users.ts";
import { session, settings, user } from "#server/db/schema.ts";
import { EMAIL_CONFIRMED_PATH } from "#shared/email-confirmation.ts";
import { MSG_PASSWORD_COMMON, MSG_PASSWORD_TOO_SHORT, MSG_REGISTER_DISABLED } from "#shared/messages/auth.ts";
import { MSG_EMAIL_INVALID } from "#shared/messages/general.ts";
import {
  cookieHeaderFrom,
  createAdminAndSignIn,
  originOf,
  signIn,
  uniqueEmail,
} from "#tests/support/auth-helpers.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";
import { linkIn, readOutbox, waitForMail } from "#tests/support/outbox.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: "1000", SESSION_TTL_SECONDS: "3600" });
});
afterAll(async () => {
  await t.close();
});

async function setSignups(value: string | null) {
  const db = t.services.database.db;
  await db.delete(settings).where(eq(settings.key, "admin_signups_enabled"));
  if (value !== null) await db.insert(settings).values({ key: "admin_signups_enabled", value });
}

function signUp(email: string, password: string, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: { origin: originOf(t) },
    payload: { email, password, callbackURL: "/auth", ...extra },
  });
}

const userCount = async () =>
  (await t.services.database.db.select({ n: sql<number>`count(*)::int` }).from(user))[0]?.n ?? 0;

describe("registration gate (admin_signups_enabled, enforced on the server)", () => {
  it.each([
    ["at its default (no row)", null],
    ["'false'", "false"],
    ["anything but 'true'", "TRUE"],
  ])(
    "refuses a direct POST /api/auth/sign-up/email with 403 while the switch is %s",
    async (_label, value) => {
      await setSignups(value);
      const users = await userCount();
      const res = await signUp(uniqueEmail("gate"), "long-enough-password");
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: MSG_REGISTER_DISABLED });
      expect(await userCount()).toBe(users);
      expect(readOutbox(t.dataDir)).toHaveLength(0);
    },
  );

  it("refuses before validating, so a malformed call learns nothing", async () => {
    await setSignups("false");
    const res = await signUp("not-an-email", "x");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: MSG_REGISTER_DISABLED });
  });
});

describe("registration while enabled", () => {
  beforeAll(async () => {
    await setSignups("true");
  });

  it.each([
    ["not-an-email", "long-enough-password", MSG_EMAIL_INVALID],
    ["someone@example.com", "12345", MSG_PASSWORD_TOO_SHORT],
    ["someone@example.com", "password", MSG_PASSWORD_COMMON],
  ])("answers 400 with the catalogue message for %s / %s", async (email, password, message) => {
    const res = await signUp(email, password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message });
  });

  it("mails a confirmation link to the outbox; sign-in is refused until the link is followed", async () => {
    const email = uniqueEmail("new");
    const password = "a-good-password";
    const res = await signUp(email, password);
    expect(res.statusCode, res.body).toBe(200);
    expect(cookieHeaderFrom(res)).not.toMatch(/session_token=/);

    const mails = await waitForMail(t.dataDir, (m) => m.to === email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toMatch(/Confirm your Cloud Bill Check admin account/);
    const link = linkIn(mail?.text ?? "");
    expect(link.startsWith(`${t.config.publicUrl}/api/auth/verify-email?token=`)).toBe(true);

    const early = await signIn(t, email, password);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });
    expect(cookieHeaderFrom(early)).not.toMatch(/session_token=/);

    const url = new URL(link);
    // The login form is told the address is confirmed, whatever callback the sign-up asked for ("/auth").
    expect(url.searchParams.get("callbackURL")).toBe(EMAIL_CONFIRMED_PATH);
    const verified = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe(EMAIL_CONFIRMED_PATH);

    const ok = await signIn(t, email, password);
    expect(ok.statusCode, ok.body).toBe(200);
    const me = await t.app.inject({ url: "/api/admin/me", headers: { cookie: cookieHeaderFrom(ok) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { email, email_verified: true } });
  });

  it("resends the confirmation mail to an unconfirmed account, landing on the confirmed login form", async () => {
    const email = uniqueEmail("resend");
    const password = "a-good-password";
    expect((await signUp(email, password)).statusCode).toBe(200);
    await waitForMail(t.dataDir, (m) => m.to === email);
    const resend = await t.app.inject({
      method: "POST",
      url: "/api/auth/send-verification-email",
      headers: { origin: originOf(t) },
      // The caller does not choose where the link leads (a foreign address is refused by Better Auth already).
      payload: { email, callbackURL: "/terms" },
    });
    expect(resend.statusCode, resend.body).toBe(200);
    const mailsTo = () => readOutbox(t.dataDir).filter((m) => m.to === email);
    await expect.poll(() => mailsTo().length).toBe(2);
    const latest = mailsTo().at(-1);
    const link = new URL(linkIn(latest?.text ?? ""));
    expect(link.searchParams.get("callbackURL")).toBe(EMAIL_CONFIRMED_PATH);
    const verified = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(verified.headers.location).toBe(EMAIL_CONFIRMED_PATH);
    expect((await signIn(t, email, password)).statusCode).toBe(200);
  });

  it("rejects a forged confirmation token", async () => {
    const res = await t.app.inject({ url: "/api/auth/verify-email?token=forged&callbackURL=%2Fauth" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/auth\?error=/);
  });
});

describe("sign-in and sessions", () => {
  it("answers 401 with an {error} for a wrong password, and 400 with the catalogue text for a short one", async () => {
    const admin = await createAdminAndSignIn(t);
    const wrong = await signIn(t, admin.email, "wrong-password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: expect.any(String) });
    const short = await signIn(t, admin.email, "123");
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: MSG_PASSWORD_TOO_SHORT });
  });

  it("sets the session in an HttpOnly, SameSite=Lax cookie (not Secure on plain http)", async () => {
    const admin = await createAdminAndSignIn(t);
    const res = await signIn(t, admin.email, admin.password);
    const cookie = [res.headers["set-cookie"]].flat().find((c) => c?.includes("session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("keeps the session for SESSION_TTL_SECONDS", async () => {
    const admin = await createAdminAndSignIn(t);
    const me = (await t.app.inject({ url: "/api/admin/me", headers: admin.headers })).json() as {
      session: { expires_at: string };
    };
    const ttl = Date.parse(me.session.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(3500_000);
    expect(ttl).toBeLessThanOrEqual(3600_000);
  });

  it("refuses an expired session on the server", async () => {
    const admin = await createAdminAndSignIn(t);
    expect((await t.app.inject({ url: "/api/admin/me", headers: admin.headers })).statusCode).toBe(200);
    const [row] = await t.services.database.db
      .select({ userId: user.id })
      .from(user)
      .where(eq(user.email, admin.email));
    await t.services.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, row?.userId ?? ""));
    expect((await t.app.inject({ url: "/api/admin/me", headers: admin.headers })).statusCode).toBe(401);
    const current = await t.app.inject({ url: "/api/auth/get-session", headers: admin.headers });
    expect(current.json()).toBeNull();
  });

  it("sign-out deletes the session on the server: the old cookie no longer works", async () => {
    const admin = await createAdminAndSignIn(t);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: admin.headers,
      payload: {},
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ success: true });
    const replay = await t.app.inject({ url: "/api/admin/me", headers: admin.headers });
    expect(replay.statusCode).toBe(401);
  });

  it("admin:create-style reset ends the user's sessions", async () => {
    const admin = await createAdminAndSignIn(t);
    await createAdminAndSignIn(t, { email: admin.email, password: "another-password" });
    expect((await t.app.inject({ url: "/api/admin/me", headers: admin.headers })).statusCode).toBe(401);
  });

  it("does not put the session token in the sign-in response body (it lives in the HttpOnly cookie only)", async () => {
    const admin = await createAdminAndSignIn(t);
    const res = await signIn(t, admin.email, admin.password);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>;
    expect(body).not.toHaveProperty("token");
    expect(body).toMatchObject({ user: { email: admin.email } });
  });

  it("does not expose the session token to page scripts through get-session", async () => {
    const admin = await createAdminAndSignIn(t);
    const res = await t.app.inject({ url: "/api/auth/get-session", headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).not.toContain(admin.cookie.split("=")[1]?.split(".")[0] ?? "--");
    expect(res.json()).toMatchObject({ user: { email: admin.email } });
  });
});

describe("cross-site protection", () => {
  it("refuses Better Auth calls carrying the cookie from another origin, or with no Origin", async () => {
    const admin = await createAdminAndSignIn(t);
    for (const origin of ["https://evil.example", undefined]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-out",
        headers: { cookie: admin.cookie, ...(origin ? { origin } : {}) },
        payload: {},
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: expect.any(String) });
    }
    expect((await t.app.inject({ url: "/api/admin/me", headers: admin.headers })).statusCode).toBe(200);
  });

  it("refuses a cross-site sign-in form post (Fetch Metadata)", async () => {
    const admin = await createAdminAndSignIn(t);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site", "sec-fetch-mode": "cors" },
      payload: { email: admin.email, password: admin.password },
    });
    expect(res.statusCode).toBe(403);
  });

  it("refuses state-changing admin calls from another origin or without one, but serves reads", async () => {
    const admin = await createAdminAndSignIn(t);
    for (const headers of [
      { cookie: admin.cookie, origin: "https://evil.example" },
      { cookie: admin.cookie },
    ]) {
      const res = await t.app.inject({
        method: "PUT",
        url: "/api/admin/settings/analysis_enabled",
        headers,
        payload: { value: false },
      });
      expect(res.statusCode).toBe(403);
      expect(Object.keys(res.json() as object)).toEqual(["error"]);
    }
    expect(
      (await t.app.inject({ url: "/api/admin/settings", headers: { cookie: admin.cookie } })).statusCode,
    ).toBe(200);
    const switches = (await t.app.inject({ url: "/api/settings/public" })).json() as {
      analysis_enabled: boolean;
    };
    expect(switches.analysis_enabled).toBe(true);
  });
});

describe("unknown auth paths", () => {
  it("answer 404 with the {error} shape, not an empty body", async () => {
    for (const method of ["GET", "POST"] as const) {
      const res = await t.app.inject({
        method,
        url: "/api/auth/does-not-exist",
        headers: { origin: originOf(t) },
        ...(method === "POST" ? { payload: {} } : {}),
      });
      expectError(res, 404, "Not found");
    }
  });
});

describe("local origins", () => {
  it("without PUBLIC_URL, signs in and saves from both http://localhost:PORT and http://127.0.0.1:PORT", async () => {
    const admin = await createAdminAndSignIn(t);
    const port = t.config.port;
    for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`]) {
      const signedIn = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { origin },
        payload: { email: admin.email, password: admin.password },
      });
      expect(signedIn.statusCode, `${origin}: ${signedIn.body}`).toBe(200);
      const cookie = cookieHeaderFrom(signedIn);
      const saved = await t.app.inject({
        method: "PUT",
        url: "/api/admin/settings/analysis_enabled",
        headers: { cookie, origin },
        payload: { value: true },
      });
      expect(saved.statusCode, `${origin}: ${saved.body}`).toBe(200);
    }
  });
});

describe("installation", () => {
  it("generates the auth secret once in DATA_DIR/auth-secret, readable by the owner only", () => {
    const stat = statSync(path.join(t.dataDir, "auth-secret"));
    expect(stat.mode & 0o777).toBe(0o600);
    expect(stat.size).toBeGreaterThan(32);
  });

  it("knows whether any admin exists (the start-up hint)", async () => {
    expect(await hasAnyUser(t.services.database.db)).toBe(true);
  });
});
