import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG_INVALID_ORIGIN } from "#shared/messages/general.ts";
import { MSG_PROVIDER_REQUIRED } from "#shared/messages/upload.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";
import { multipartBody } from "#tests/support/multipart.ts";

// The state-changing public POSTs share one guard (src/server/plugins/cross-site-guard.ts).
describe("cross-site refusal on the public POSTs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: "https://bills.example", TRUSTED_ORIGINS: "http://localhost:5173" });
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (headers: Record<string, string>) => {
    const body = multipartBody({ name: "Ada", email: "ada@example.com" });
    return t.app.inject({
      method: "POST",
      url: "/api/analyses",
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const CROSS_SITE: Array<Record<string, string>> = [
    { origin: "https://evil.example" },
    { origin: "https://bills.example.evil.example" },
    { origin: "null" },
    { origin: "not a url" },
    { "sec-fetch-site": "cross-site" },
    { "sec-fetch-site": "same-site" },
  ];

  it("refuses an upload from another site before reading it", async () => {
    for (const headers of CROSS_SITE) expectError(await upload(headers), 403, MSG_INVALID_ORIGIN);
  });

  it("lets the site's own pages (PUBLIC_URL, TRUSTED_ORIGINS, the request's own host) and header-less clients through", async () => {
    // Past the guard: the upload is then refused for its missing provider, not for where it came from.
    const own: Array<Record<string, string>> = [
      { origin: "https://bills.example", "sec-fetch-site": "same-origin" },
      { origin: "http://localhost:5173", "sec-fetch-site": "same-site" },
      { origin: "http://localhost:8080", host: "localhost:8080" },
      { "sec-fetch-site": "none" },
      {},
    ];
    for (const headers of own) expectError(await upload(headers), 400, MSG_PROVIDER_REQUIRED);
  });

  it("applies to the visitor's cancel and move links too", async () => {
    for (const url of ["/api/bookings/cancel", "/api/bookings/move", "/api/contact", "/api/bookings"]) {
      const res = await t.app.inject({
        method: "POST",
        url,
        payload: { token: "x" },
        headers: { origin: "https://evil.example" },
      });
      expect(res.statusCode, url).toBe(403);
    }
  });
});
