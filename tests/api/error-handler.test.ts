import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { HttpError } from "#server/http/http-error.ts";
import { MSG_TEXT_HAS_NUL } from "#shared/messages/general.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      seed: false,
      beforeReady(app) {
        app.get("/api/test/crash", async () => {
          throw new Error("secret connection string postgres://user:pw@db");
        });
        app.get("/api/test/http-error", async () => {
          throw new HttpError(409, "Already exists");
        });
        app.post(
          "/api/test/validated",
          { schema: { body: z.object({ n: z.number({ error: "n must be a number" }) }) } },
          async () => ({ ok: true }),
        );
        app.get(
          "/api/test/bad-response",
          { schema: { response: { 200: z.object({ n: z.number() }) } } },
          async () => ({ n: "x" }) as unknown as { n: number },
        );
      },
    },
  );
});
afterAll(async () => {
  await t.close();
});

describe("central error handler", () => {
  it("hides an unexpected error's message and stack behind a generic 500", async () => {
    const res = await t.app.inject({ url: "/api/test/crash" });
    expectError(res, 500, "Internal server error");
    expect(res.body).not.toContain("postgres://");
    expect(res.body).not.toContain("at ");
  });

  it("passes an HttpError's status and message through", async () => {
    expectError(await t.app.inject({ url: "/api/test/http-error" }), 409, "Already exists");
  });

  it("answers a schema failure with a 400 and the schema's message", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/test/validated", payload: { n: "seven" } });
    expectError(res, 400, "n must be a number");
  });

  it("answers malformed JSON with a 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/validated",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(["error"]);
  });

  it("answers an address the router cannot read with the same {error} shape", async () => {
    expectError(await t.app.inject({ url: "/api/results/%zz" }), 400, "The address is not a valid URL.");
    const longId = "a".repeat(500);
    expectError(await t.app.inject({ url: `/api/results/${longId}` }), 414, "The address is too long.");
  });

  it("refuses a NUL character anywhere in the query or JSON body before the route runs", async () => {
    expectError(await t.app.inject({ url: "/api/health?q=a%00b" }), 400, MSG_TEXT_HAS_NUL);
    expectError(await t.app.inject({ url: "/api/health?q%00=b" }), 400, MSG_TEXT_HAS_NUL);
    expectError(await t.app.inject({ url: "/api/results/a%00b" }), 400, MSG_TEXT_HAS_NUL);
    // An escaped percent sign is text, not a NUL.
    expect((await t.app.inject({ url: "/api/health?q=a%2500b" })).statusCode).toBe(200);
    const body = { n: 1, note: { deep: ["fine", "not\u0000fine"] } };
    const res = await t.app.inject({ method: "POST", url: "/api/test/validated", payload: body });
    expectError(res, 400, MSG_TEXT_HAS_NUL);
  });

  it("never sends a response that breaks its own schema", async () => {
    expectError(await t.app.inject({ url: "/api/test/bad-response" }), 500, "Internal server error");
  });

  it("sets a Content-Security-Policy and other security headers on every answer", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});
