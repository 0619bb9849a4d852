import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeaderFrom, createAdminAndSignIn, signIn } from "#tests/support/auth-helpers.ts";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";

describe("sign-in brute force (AUTH_RATE_LIMIT per IP per minute, counted in the database)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT: "5" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 429 past the limit, even with the right password, while another address may still sign in", async () => {
    const admin = await createAdminAndSignIn(t);
    const attacker = "203.0.113.7";
    for (let i = 0; i < 5; i++) {
      const res = await signIn(t, admin.email, `guess-${i}-wrong`, attacker);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await signIn(t, admin.email, admin.password, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: expect.any(String) });
    expect(cookieHeaderFrom(blocked)).not.toMatch(/session_token=/);
    expect((await signIn(t, admin.email, admin.password, "198.51.100.20")).statusCode).toBe(200);
  });

  it("never throttles get-session, which every page load calls", async () => {
    const admin = await createAdminAndSignIn(t);
    for (let i = 0; i < 120; i++) {
      const res = await t.app.inject({
        url: "/api/auth/get-session",
        headers: admin.headers,
        remoteAddress: "192.0.2.9",
      });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe("on https", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: "https://bills.example.com", AUTH_RATE_LIMIT: "100" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("marks the session cookie Secure (with the __Secure- prefix) and accepts it back", async () => {
    const admin = await createAdminAndSignIn(t);
    expect(admin.headers.origin).toBe("https://bills.example.com");
    expect(admin.cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    const res = await signIn(t, admin.email, admin.password);
    const cookie = [res.headers["set-cookie"]].flat().find((c) => c?.includes("session_token="));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect((await t.app.inject({ url: "/api/admin/me", headers: admin.headers })).statusCode).toBe(200);
  });
});
