import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultsHistory, webhookDeliveries } from "#server/db/schema.ts";
import { deleteResult } from "#server/results/delete-result.ts";
import { purgeExpired } from "#server/retention/purge.ts";
import { WebhookCreatedSchema } from "#shared/schemas/webhooks.ts";
import { createAdminAndSignIn, type SignedInAdmin } from "#tests/support/auth-helpers.ts";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";
import { leadReading, leadRow } from "#tests/support/lead-fixtures.ts";
import { startWebhookReceiver } from "#tests/support/webhook-receiver.ts";

// A webhook delivery must not outlive what it is about: no copy of the visitor's data is kept in the queue, a
// deleted analysis's pending deliveries are cancelled, and the retention period covers deliveries too.
let t: TestApp;
let admin: SignedInAdmin;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  t = await buildTestApp({
    WEBHOOKS_ALLOW_PRIVATE_URLS: "true",
    WEBHOOKS_RETRY_DELAYS: "3600",
    WEBHOOKS_POLL_MS: "100",
    FORM_RATE_LIMIT: "1000",
    AUTH_RATE_LIMIT: "1000",
  });
  admin = await createAdminAndSignIn(t);
  receiver = await startWebhookReceiver();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/webhooks",
    headers: admin.headers,
    payload: { url: receiver.url, events: ["analysis.created", "message.created"] },
  });
  expect(res.statusCode, res.body).toBe(201);
  receiver.setSecret(WebhookCreatedSchema.parse(res.json()).secret);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const db = () => t.services.database.db;
const deliveriesOf = (type: string) =>
  db().select().from(webhookDeliveries).where(eq(webhookDeliveries.event_type, type));
async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  const end = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("webhook deliveries keep no copy of a lead's data", () => {
  it("stores no name, address or message in the queue; the body is read from the row when sent", async () => {
    receiver.failNext(1); // the first attempt fails: the delivery waits an hour for its retry
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: "Pia Private",
        email: "pia@private.example",
        company: "",
        message: "Secret plans here.",
      },
      remoteAddress: "198.51.100.40",
    });
    expect(res.statusCode, res.body).toBe(201);
    const [pending] = await until(
      () => deliveriesOf("message.created"),
      (rows) => rows[0]?.status === "pending" && rows[0].attempts === 1,
    );
    expect(pending?.status).toBe("pending");
    expect(JSON.stringify(pending)).not.toMatch(/Pia Private|pia@private\.example|Secret plans/);
  });

  it("cancels the pending deliveries of an analysis the visitor deletes", async () => {
    receiver.failNext(1);
    const [row] = await db()
      .insert(resultsHistory)
      .values(leadRow("Dora Delete", "dora@delete.example", leadReading(4000, 3900)))
      .returning({ id: resultsHistory.id });
    const id = row?.id ?? "";
    await t.services.jobs.transaction(async (_tx, queue) => {
      const { leadEventJob } = await import("#server/jobs/lead-event-job.ts");
      await queue(leadEventJob, { type: "analysis.created", id });
    });
    const before = await until(
      () => deliveriesOf("analysis.created"),
      (rows) => rows.some((d) => d.attempts >= 1),
    );
    expect(before).toHaveLength(1);
    expect(await deleteResult(db(), t.services.storage, id)).toBe(true);
    expect(await deliveriesOf("analysis.created")).toHaveLength(0);
    expect(receiver.received.filter((h) => h.type === "analysis.created")).toHaveLength(0);
  });

  it("purges deliveries older than the retention period, sent or not", async () => {
    expect((await db().select().from(webhookDeliveries)).length).toBeGreaterThan(0);
    const report = await purgeExpired({
      database: t.services.database,
      storage: t.services.storage,
      retentionDays: 30,
      now: new Date(Date.now() + 31 * 24 * 3600_000),
    });
    expect(report.skipped).toBe(false);
    expect(await db().select().from(webhookDeliveries)).toHaveLength(0);
  });
});
