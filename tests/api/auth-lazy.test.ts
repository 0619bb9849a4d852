import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

// Better Auth holds tens of MB once loaded: public pages (whose header asks for the session) must not load it.
describe("Better Auth is loaded at the first staff request, not by visitors", () => {
  it("answers get-session without a session cookie with null, Better Auth untouched", async () => {
    const loads = vi.spyOn(t.services.auth, "get");
    const plain = await t.app.inject({ url: "/api/auth/get-session" });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-type"]).toMatch(/^application\/json/);
    expect(plain.body).toBe("null");
    const otherCookies = await t.app.inject({
      url: "/api/auth/get-session",
      headers: { cookie: "theme=dark; better-auth.other=1" },
    });
    expect(otherCookies.body).toBe("null");
    expect(loads).not.toHaveBeenCalled();
    // Better Auth gives the same answer for a visitor without a session.
    const unknown = await t.app.inject({
      url: "/api/auth/get-session",
      headers: { cookie: "better-auth.session_token=unknown.token" },
    });
    expect(loads).toHaveBeenCalled();
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(plain.body);
    loads.mockRestore();
  });
});
