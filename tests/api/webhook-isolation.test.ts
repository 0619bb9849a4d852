import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebhookCreatedSchema } from "#shared/schemas/webhooks.ts";
import { createAdminAndSignIn, type SignedInAdmin } from "#tests/support/auth-helpers.ts";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";
import { startTrickleReceiver } from "#tests/support/trickle-receiver.ts";
import { startWebhookReceiver } from "#tests/support/webhook-receiver.ts";

const POLL_MS = 1_000;

let t: TestApp;
let admin: SignedInAdmin;
let slow: Awaited<ReturnType<typeof startTrickleReceiver>>;
let healthy: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  t = await buildTestApp({
    WEBHOOKS_ALLOW_PRIVATE_URLS: "true",
    WEBHOOKS_POLL_MS: String(POLL_MS),
    FORM_RATE_LIMIT: "1000",
    AUTH_RATE_LIMIT: "1000",
  });
  admin = await createAdminAndSignIn(t);
  slow = await startTrickleReceiver({ everyMs: 3_000 });
  healthy = await startWebhookReceiver();
  for (const url of [slow.url, healthy.url]) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/webhooks",
      headers: admin.headers,
      payload: { url, events: ["message.created"] },
    });
    expect(res.statusCode, res.body).toBe(201);
    if (url === healthy.url) healthy.setSecret(WebhookCreatedSchema.parse(res.json()).secret);
  }
});
afterAll(async () => {
  await t.close();
  await slow.close();
  await healthy.close();
});

let ip = 0;
const contact = () =>
  t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: { name: "Ada Lovelace", email: "ada@acme.example", company: "", message: "Call me, please." },
    remoteAddress: `198.51.100.${++ip}`,
  });

describe("a receiver that trickles its answer holds up no other endpoint", () => {
  it("delivers every event to the healthy endpoint within the poll interval while the slow one hangs", async () => {
    for (let n = 1; n <= 3; n++) {
      const sent = Date.now();
      expect((await contact()).statusCode).toBe(201);
      await healthy.waitFor(n, 10_000);
      const delay = (healthy.received.length === n ? Date.now() : sent) - sent;
      expect(delay, `event ${n} reached the healthy endpoint after ${delay} ms`).toBeLessThan(POLL_MS);
      // The slow endpoint is still being answered one header byte at a time.
      expect(slow.open()).toBeGreaterThan(0);
    }
    expect(healthy.received.every((hook) => hook.valid)).toBe(true);
  });
});
