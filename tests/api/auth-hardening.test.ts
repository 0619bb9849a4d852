import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertVerifiedAdmin } from "#server/auth/admin-users.ts";
import { session, settings, user } from "#server/db/schema.ts";
import {
  MSG_ACCOUNT_THROTTLED,
  MSG_IMAGE_URL_INVALID,
  MSG_PASSWORD_COMMON,
  MSG_PASSWORD_TOO_SHORT,
  MSG_REGISTER_DISABLED,
} from "#shared/messages/auth.ts";
import { MSG_BODY_TOO_DEEP } from "#shared/messages/general.ts";
import {
  cookieHeaderFrom,
  createAdminAndSignIn,
  originOf,
  signIn,
  uniqueEmail,
} from "#tests/support/auth-helpers.ts";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";
import { linkIn, waitForMail } from "#tests/support/outbox.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    AUTH_RATE_LIMIT: "1000",
    AUTH_ACCOUNT_FAILURE_LIMIT: "3",
    SESSION_MAX_AGE_SECONDS: "3600",
  });
});
afterAll(async () => {
  await t.close();
});

/** Better Auth's own errors carry `code` and `message` beside our `error`. */
function expectError(res: LightMyRequestResponse, status: number, message: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ error: message });
}

async function setSignups(on: boolean) {
  const db = t.services.database.db;
  await db.delete(settings).where(eq(settings.key, "admin_signups_enabled"));
  await db.insert(settings).values({ key: "admin_signups_enabled", value: String(on) });
}

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { origin: originOf(t), "content-type": "application/json", ...headers },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });

describe("new passwords: at least 6 characters (docs/product.md#validation) and not a common one", () => {
  beforeAll(async () => setSignups(true));

  it.each([
    ["short", MSG_PASSWORD_TOO_SHORT],
    ["password1234", MSG_PASSWORD_COMMON],
    ["QWERTY123456", MSG_PASSWORD_COMMON],
  ])("refuses registration with %j", async (password, message) => {
    const email = uniqueEmail("weak");
    expectError(await post("/api/auth/sign-up/email", { email, password }), 400, message);
    const [row] = await t.services.database.db.select().from(user).where(eq(user.email, email));
    expect(row).toBeUndefined();
  });

  it("accepts a 6-character password that is not on the list (docs/product.md#validation: at least 6)", async () => {
    const email = uniqueEmail("six");
    expect((await post("/api/auth/sign-up/email", { email, password: "kq7!zv" })).statusCode).toBe(200);
  });

  it("lets an account with a 6-character password sign in", async () => {
    const email = uniqueEmail("legacy");
    await upsertVerifiedAdmin(t.services.database.db, email, "old-pw");
    expect((await signIn(t, email, "old-pw")).statusCode).toBe(200);
  });
});

describe("the sign-up switch is checked again at confirmation and sign-in", () => {
  it("an account registered while sign-ups were on cannot confirm or sign in once they are off", async () => {
    await setSignups(true);
    const email = uniqueEmail("late");
    const password = "a-long-passphrase-here";
    expect(
      (await post("/api/auth/sign-up/email", { email, password, callbackURL: "/auth" })).statusCode,
    ).toBe(200);
    const [mail] = await waitForMail(t.dataDir, (m) => m.to === email);
    const link = new URL(linkIn(mail?.text ?? ""));
    await setSignups(false);

    // Opened in a browser: the login page explains, instead of a JSON error.
    const verify = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe("/auth?error=SIGNUPS_DISABLED");
    const [row] = await t.services.database.db.select().from(user).where(eq(user.email, email));
    expect(row?.emailVerified).toBe(false);
    expectError(await signIn(t, email, password), 403, MSG_REGISTER_DISABLED);
    const resend = await post("/api/auth/send-verification-email", { email, callbackURL: "/auth" });
    expect(resend.statusCode).toBe(403);

    await setSignups(true);
    expect((await t.app.inject({ url: `${link.pathname}${link.search}` })).statusCode).toBe(302);
    expect((await signIn(t, email, password)).statusCode).toBe(200);
  });
});

describe("session tokens stay out of page scripts", () => {
  it("list-sessions answers the sessions without their tokens", async () => {
    const admin = await createAdminAndSignIn(t);
    await signIn(t, admin.email, admin.password);
    const res = await t.app.inject({ url: "/api/auth/list-sessions", headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const sessions = res.json() as Array<Record<string, unknown>>;
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    for (const s of sessions) expect(s).not.toHaveProperty("token");
    const tokens = await t.services.database.db.select({ token: session.token }).from(session);
    for (const { token } of tokens) expect(res.body).not.toContain(token);
  });
});

describe("hostile bodies to /api/auth/*", () => {
  it("answers 400 with a plain message to deeply nested JSON", async () => {
    const deep = `{"email":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    expectError(await post("/api/auth/sign-in/email", deep), 400, MSG_BODY_TOO_DEEP);
    expectError(
      await post("/api/auth/sign-up/email", `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`),
      400,
      MSG_BODY_TOO_DEEP,
    );
  });

  it("answers 400 to a body that is not JSON", async () => {
    const res = await post("/api/auth/sign-in/email", "{not json");
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(["error"]);
  });
});

describe("sign-in throttled per account, whatever the address", () => {
  it("refuses the account after 3 failures from 3 addresses, even with the right password; others are unaffected", async () => {
    const target = await createAdminAndSignIn(t);
    const other = await createAdminAndSignIn(t);
    for (const [i, ip] of ["203.0.113.1", "203.0.113.2", "203.0.113.3"].entries()) {
      expect((await signIn(t, target.email, `wrong-guess-${i}`, ip)).statusCode).toBe(401);
    }
    expectError(await signIn(t, target.email, target.password, "198.51.100.4"), 429, MSG_ACCOUNT_THROTTLED);
    expectError(
      await signIn(t, target.email.toUpperCase(), target.password, "198.51.100.5"),
      429,
      MSG_ACCOUNT_THROTTLED,
    );
    expect((await signIn(t, other.email, other.password, "203.0.113.1")).statusCode).toBe(200);
  });

  it("a success clears the count", async () => {
    const admin = await createAdminAndSignIn(t);
    for (let round = 0; round < 3; round++) {
      expect((await signIn(t, admin.email, "wrong-guess-x")).statusCode).toBe(401);
      expect((await signIn(t, admin.email, "wrong-guess-y")).statusCode).toBe(401);
      expect((await signIn(t, admin.email, admin.password)).statusCode).toBe(200);
    }
  });
});

describe("sessions", () => {
  it("a password change ends every other session of the account", async () => {
    const admin = await createAdminAndSignIn(t);
    const second = cookieHeaderFrom(await signIn(t, admin.email, admin.password));
    const change = (newPassword: string) =>
      post(
        "/api/auth/change-password",
        { currentPassword: admin.password, newPassword },
        { cookie: admin.cookie },
      );
    expectError(await change("password1234"), 400, MSG_PASSWORD_COMMON);
    const res = await change("a-brand-new-passphrase");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toMatch(/"token":"[^"]/);
    const me = (cookie: string) => t.app.inject({ url: "/api/admin/me", headers: { cookie } });
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(cookieHeaderFrom(res))).statusCode).toBe(200);
  });

  it("ends a session past its absolute cap however recently it was used", async () => {
    const admin = await createAdminAndSignIn(t);
    const db = t.services.database.db;
    const me = () => t.app.inject({ url: "/api/admin/me", headers: admin.headers });
    expect((await me()).statusCode).toBe(200);
    const [u] = await db.select({ id: user.id }).from(user).where(eq(user.email, admin.email));
    await db
      .update(session)
      .set({ createdAt: sql`now() - interval '2 hours'`, updatedAt: sql`now()` })
      .where(eq(session.userId, u?.id ?? ""));
    const got = await t.app.inject({ url: "/api/auth/get-session", headers: admin.headers });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toBeNull();
    expect((await me()).statusCode).toBe(401);
    const left = await db
      .select()
      .from(session)
      .where(eq(session.userId, u?.id ?? ""));
    expect(left).toHaveLength(0);
  });

  it("refuses a profile image that is not an http(s) address", async () => {
    const admin = await createAdminAndSignIn(t);
    for (const image of [
      "javascript:alert(1)",
      "data:text/html,<script>1</script>",
      "//evil.example/x.png",
    ]) {
      expectError(
        await post("/api/auth/update-user", { image }, { cookie: admin.cookie }),
        400,
        MSG_IMAGE_URL_INVALID,
      );
    }
    const ok = await post(
      "/api/auth/update-user",
      { image: "https://example.com/me.png" },
      { cookie: admin.cookie },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await t.services.database.db.select().from(user).where(eq(user.email, admin.email));
    expect(row?.image).toBe("https://example.com/me.png");
  });
});
