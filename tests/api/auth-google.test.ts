import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, settings, user } from "#server/db/schema.ts";
import { cookieHeaderFrom, originOf } from "#tests/support/auth-helpers.ts";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";
import { type OidcStandIn, startOidcStandIn } from "#tests/support/oidc-stand-in.ts";

const PUBLIC_URL = "http://127.0.0.1:3000";
let idp: OidcStandIn;
let t: TestApp;

beforeAll(async () => {
  idp = await startOidcStandIn(`${PUBLIC_URL}/api/auth/callback/google`);
  t = await buildTestApp({
    PUBLIC_URL,
    AUTH_RATE_LIMIT: "1000",
    GOOGLE_CLIENT_ID: idp.clientId,
    GOOGLE_CLIENT_SECRET: idp.clientSecret,
    GOOGLE_DISCOVERY_URL: idp.discoveryUrl,
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

async function setSignups(value: "true" | "false") {
  const db = t.services.database.db;
  await db.delete(settings).where(eq(settings.key, "admin_signups_enabled"));
  await db.insert(settings).values({ key: "admin_signups_enabled", value });
}

/** The browser's round trip: start at the app, sign in at the provider, come back to the app's callback. */
async function googleSignIn(email: string) {
  const start = await t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/social",
    headers: { origin: originOf(t) },
    payload: { provider: "google", callbackURL: "/auth/callback", errorCallbackURL: "/auth/callback" },
  });
  expect(start.statusCode, start.body).toBe(200);
  const { url, redirect } = start.json() as { url: string; redirect: boolean };
  expect(redirect).toBe(true);
  expect(url.startsWith(idp.issuer)).toBe(true);
  const callback = new URL(await idp.authorize(url, email));
  expect(`${callback.origin}${callback.pathname}`).toBe(`${PUBLIC_URL}/api/auth/callback/google`);
  return t.app.inject({
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: cookieHeaderFrom(start) },
  });
}

describe("Google sign-in (against a local OpenID Connect provider)", () => {
  it("refuses to create an account while admin signups are off, returning to /auth/callback with an error", async () => {
    await setSignups("false");
    const res = await googleSignIn("stranger@example.com");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/auth\/callback\?error=/);
    expect(cookieHeaderFrom(res)).not.toMatch(/session_token=/);
    const rows = await t.services.database.db
      .select()
      .from(user)
      .where(eq(user.email, "stranger@example.com"));
    expect(rows).toHaveLength(0);
  });

  it("signs a new admin in while signups are on and lands on /auth/callback with a session", async () => {
    await setSignups("true");
    const res = await googleSignIn("googler@example.com");
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe("/auth/callback");
    const cookie = cookieHeaderFrom(res);
    expect(cookie).toMatch(/session_token=/);
    const me = await t.app.inject({ url: "/api/admin/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { email: "googler@example.com", email_verified: true } });
    const [row] = await t.services.database.db
      .select()
      .from(user)
      .where(eq(user.email, "googler@example.com"));
    const links = await t.services.database.db
      .select()
      .from(account)
      .where(eq(account.userId, row?.id ?? ""));
    expect(links.map((a) => a.providerId)).toEqual(["google"]);
  });

  it("signs an existing Google admin in again even after signups are switched off", async () => {
    await setSignups("false");
    const res = await googleSignIn("googler@example.com");
    expect(res.headers.location).toBe("/auth/callback");
    expect(cookieHeaderFrom(res)).toMatch(/session_token=/);
  });
});
