import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEndpoints } from "#server/db/schema.ts";
import { WebhookCreatedSchema } from "#shared/schemas/webhooks.ts";
import { createAdminAndSignIn, type SignedInAdmin } from "#tests/support/auth-helpers.ts";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";
import { startWebhookReceiver } from "#tests/support/webhook-receiver.ts";

// Rotating an endpoint's secret without losing a delivery: for a day both secrets sign each request (Standard
// Webhooks allows several signatures in the header), so the receiver can switch whenever it is ready.
let t: TestApp;
let admin: SignedInAdmin;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let endpointId = "";
let ip = 0;

beforeAll(async () => {
  t = await buildTestApp({
    WEBHOOKS_ALLOW_PRIVATE_URLS: "true",
    WEBHOOKS_POLL_MS: "100",
    FORM_RATE_LIMIT: "1000",
    AUTH_RATE_LIMIT: "1000",
  });
  admin = await createAdminAndSignIn(t);
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const contact = async () => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: {
      name: "Rita Rotate",
      email: "rita@rotate.example",
      company: "",
      message: "Please call me back.",
    },
    remoteAddress: `198.51.100.${++ip}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (await receiver.waitFor(ip)).at(-1);
};

describe("webhook secret rotation with an overlap", () => {
  it("signs with the old and the new secret for a day, then with the new one only", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/webhooks",
      headers: admin.headers,
      payload: { url: receiver.url, events: ["message.created"] },
    });
    const first = WebhookCreatedSchema.parse(created.json());
    endpointId = first.id;
    receiver.setSecret(first.secret);

    const rotated = await t.app.inject({
      method: "POST",
      url: `/api/admin/webhooks/${endpointId}/secret`,
      headers: admin.headers,
    });
    expect(rotated.statusCode, rotated.body).toBe(201);
    const second = WebhookCreatedSchema.parse(rotated.json());
    expect(second.secret).toMatch(/^whsec_/);
    expect(second.secret).not.toBe(first.secret);

    // The receiver still on the old secret accepts the next delivery; one on the new secret too.
    const onOld = await contact();
    expect(onOld).toMatchObject({ valid: true, signatures: 2 });
    receiver.setSecret(second.secret);
    const onNew = await contact();
    expect(onNew).toMatchObject({ valid: true, signatures: 2 });

    // Once the overlap is over, only the new secret signs.
    await t.services.database.db
      .update(webhookEndpoints)
      .set({ previous_secret_until: sql`now() - interval '1 second'` })
      .where(eq(webhookEndpoints.id, endpointId));
    expect(await contact()).toMatchObject({ valid: true, signatures: 1 });
    receiver.setSecret(first.secret);
    expect(await contact()).toMatchObject({ valid: false, signatures: 1 });
  });

  it("answers 404 for an unknown endpoint and 401 without a session", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/webhooks/${unknown}/secret`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "POST", url: `/api/admin/webhooks/${endpointId}/secret` })).statusCode,
    ).toBe(401);
  });
});
