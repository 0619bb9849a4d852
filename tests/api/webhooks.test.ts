import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { type Database, openDatabase } from "#server/db/client.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { webhookDeliveries, webhookEndpoints } from "#server/db/schema.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { assembleServices } from "#server/services.ts";
import { MSG_WEBHOOK_URL_PRIVATE } from "#server/webhooks/url-guard.ts";
import {
  WebhookCreatedSchema,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
} from "#shared/schemas/webhooks.ts";
import { createAdminAndSignIn, type SignedInAdmin } from "#tests/support/auth-helpers.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";
import { PGLITE_TEMPLATE_FILE } from "#tests/support/global-setup.ts";
import { startWebhookReceiver } from "#tests/support/webhook-receiver.ts";

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
let ip = 0;
const contact = (app: FastifyInstance, email = "ada@acme.example") =>
  app.inject({
    method: "POST",
    url: "/api/contact",
    payload: { name: "Ada Lovelace", email, company: "Acme", message: "Please call me about our bill." },
    remoteAddress: `198.51.100.${(++ip % 250) + 1}`,
  });

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const FAST = {
  WEBHOOKS_ALLOW_PRIVATE_URLS: "true",
  WEBHOOKS_RETRY_DELAYS: "0.2,0.2",
  WEBHOOKS_POLL_MS: "100",
  FORM_RATE_LIMIT: "1000",
  AUTH_RATE_LIMIT: "1000",
};

describe("webhooks: endpoints, signed deliveries, retries, resend", () => {
  let t: TestApp;
  let admin: SignedInAdmin;
  let receiver: Receiver;
  let endpointId = "";
  beforeAll(async () => {
    t = await buildTestApp(FAST);
    admin = await createAdminAndSignIn(t);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });
  const deliveries = async () => {
    const res = await t.app.inject({
      url: `/api/admin/webhooks/${endpointId}/deliveries`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return WebhookDeliverySchema.array().parse(res.json());
  };

  it("adds an endpoint and shows its secret once, in the whsec_ form", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/webhooks",
      headers: admin.headers,
      payload: { url: receiver.url, events: ["message.created", "booking.created", "message.created"] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = WebhookCreatedSchema.parse(res.json());
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    endpointId = created.id;
    receiver.setSecret(created.secret);
    const list = await t.app.inject({ url: "/api/admin/webhooks", headers: admin.headers });
    expect(list.statusCode, list.body).toBe(200);
    const endpoints = WebhookEndpointSchema.array().parse(list.json());
    expect(endpoints).toEqual([
      expect.objectContaining({
        id: created.id,
        url: receiver.url,
        events: ["message.created", "booking.created"],
      }),
    ]);
    expect(list.body).not.toContain(created.secret);
  });

  it("refuses endpoints without events, with unknown events or a bad URL", async () => {
    const post = (payload: object) =>
      t.app.inject({ method: "POST", url: "/api/admin/webhooks", headers: admin.headers, payload });
    expectError(await post({ url: receiver.url, events: [] }), 400, "Choose at least one event.");
    expect((await post({ url: receiver.url, events: ["analysis.deleted"] })).statusCode).toBe(400);
    // Outside production http:// is accepted too: the message names neither scheme as the only one.
    expectError(
      await post({ url: "not a url", events: ["message.created"] }),
      400,
      "Enter the endpoint's full address starting with https:// or http://, such as https://crm.example.com/hooks.",
    );
    expect((await t.app.inject({ method: "POST", url: "/api/admin/webhooks", payload: {} })).statusCode).toBe(
      401,
    );
  });

  it("delivers message.created signed per Standard Webhooks, with the documented payload", async () => {
    expect((await contact(t.app)).statusCode).toBe(201);
    const [hook] = await receiver.waitFor(1);
    expect(hook?.valid).toBe(true);
    expect(hook?.id).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(hook?.type).toBe("message.created");
    expect(JSON.parse(hook?.body ?? "{}")).toEqual({
      type: "message.created",
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      data: {
        id: expect.any(String),
        name: "Ada Lovelace",
        email: "ada@acme.example",
        company: "Acme",
        message: "Please call me about our bill.",
        created_at: expect.any(String),
      },
    });
    const [row] = await until(deliveries, (d) => d[0]?.status === "succeeded");
    expect(row).toMatchObject({
      id: hook?.id,
      event_type: "message.created",
      attempts: 1,
      last_status_code: 204,
    });
  });

  it("retries with backoff after the receiver fails, under the same webhook-id", async () => {
    receiver.received.length = 0;
    receiver.failNext(2);
    expect((await contact(t.app)).statusCode).toBe(201);
    const [hook] = await receiver.waitFor(1);
    expect(hook?.valid).toBe(true);
    const [row] = await until(deliveries, (d) => d[0]?.status === "succeeded");
    expect(row).toMatchObject({ id: hook?.id, attempts: 3, last_status_code: 204, last_error: null });
  });

  it("marks a delivery failed when the schedule runs out; Resend sends the same message again", async () => {
    receiver.received.length = 0;
    receiver.failNext(3);
    expect((await contact(t.app)).statusCode).toBe(201);
    const [failed] = await until(deliveries, (d) => d[0]?.status === "failed");
    expect(failed).toMatchObject({ attempts: 3, last_status_code: 500, last_error: "HTTP 500" });
    expect(receiver.received).toHaveLength(0);

    const resend = await t.app.inject({
      method: "POST",
      url: `/api/admin/webhooks/${endpointId}/deliveries/${failed?.id}/resend`,
      headers: admin.headers,
    });
    expect(resend.statusCode, resend.body).toBe(202);
    const [hook] = await receiver.waitFor(1);
    expect(hook?.id).toBe(failed?.id);
    expect(hook?.valid).toBe(true);
    await until(deliveries, (d) => d[0]?.status === "succeeded");
    const missing = await t.app.inject({
      method: "POST",
      url: `/api/admin/webhooks/${endpointId}/deliveries/msg_nope/resend`,
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("deletes an endpoint with its deliveries", async () => {
    const del = () =>
      t.app.inject({ method: "DELETE", url: `/api/admin/webhooks/${endpointId}`, headers: admin.headers });
    expect((await del()).statusCode).toBe(204);
    expect((await del()).statusCode).toBe(404);
    const left = await t.services.database.db.select().from(webhookDeliveries);
    expect(left).toHaveLength(0);
  });
});

describe("webhooks never reach private addresses by default", () => {
  let t: TestApp;
  let admin: SignedInAdmin;
  let receiver: Receiver;
  beforeAll(async () => {
    t = await buildTestApp({ WEBHOOKS_POLL_MS: "100", FORM_RATE_LIMIT: "1000", AUTH_RATE_LIMIT: "1000" });
    admin = await createAdminAndSignIn(t);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it("refuses loopback, private and link-local URLs when adding an endpoint", async () => {
    for (const url of [
      receiver.url,
      `http://localhost:${receiver.port}/hooks`,
      "http://169.254.169.254/latest/meta-data",
      "http://10.0.0.5/hooks",
      "http://[::ffff:127.0.0.1]/hooks",
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/admin/webhooks",
        headers: admin.headers,
        payload: { url, events: ["message.created"] },
      });
      expectError(res, 400, MSG_WEBHOOK_URL_PRIVATE);
    }
  });

  it("does not deliver to a host that resolves to a private address", async () => {
    // Stored directly: as if the host's DNS changed to a private address after the endpoint was added.
    const db = t.services.database.db;
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({
        url: `http://localhost:${receiver.port}/hooks`,
        events: ["message.created"],
        secret: "whsec_AAAA",
      })
      .returning();
    expect((await contact(t.app)).statusCode).toBe(201);
    const [row] = await until(
      () =>
        db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpoint_id, endpoint?.id ?? "")),
      (rows) => (rows[0]?.attempts ?? 0) >= 1 && rows[0]?.status !== "delivering",
    );
    expect(row?.last_error).toMatch(/private address/);
    expect(row?.status).toBe("pending");
    expect(receiver.received).toHaveLength(0);
  });
});

/** A full app instance on an already migrated database (as one of several servers would run). */
async function startInstance(database: Database, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cbc-hooks-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", PDF_WORKERS: "1", ...FAST, ...env });
  const services = await assembleServices(config, database);
  const app = await buildApp(config, services, { clientDir: null });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe("webhook deliveries survive a restart", () => {
  it("delivers, after the app restarts, an event whose first attempt failed", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "cbc-hooks-db-"));
    const receiver = await startWebhookReceiver();
    try {
      // The migrated template, saved into a data folder of its own (as a server's DATA_DIR).
      const template = new Blob([readFileSync(PGLITE_TEMPLATE_FILE)]);
      let database = await openDatabase({ databaseUrl: null, dataDir: dir, loadDataDir: template });
      await seedDatabase(database.db);
      const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
      receiver.setSecret(secret);
      await database.db
        .insert(webhookEndpoints)
        .values({ url: receiver.url, events: ["message.created"], secret });
      // First instance: the receiver is down; the retry is due in 2 s, after this instance has stopped.
      receiver.failNext(1);
      let instance = await startInstance(database, { WEBHOOKS_RETRY_DELAYS: "2" });
      expect((await contact(instance.app)).statusCode).toBe(201);
      await until(
        () => database.db.select().from(webhookDeliveries),
        (rows) => rows[0]?.last_status_code === 500,
      );
      await instance.close(); // closes the database too

      database = await openDatabase({ databaseUrl: null, dataDir: dir });
      instance = await startInstance(database, { WEBHOOKS_RETRY_DELAYS: "2" });
      const [hook] = await receiver.waitFor(1);
      expect(hook?.valid).toBe(true);
      const [row] = await until(
        () => database.db.select().from(webhookDeliveries),
        (rows) => rows[0]?.status === "succeeded",
      );
      expect(row).toMatchObject({ id: hook?.id, attempts: 2 });
      await instance.close();
    } finally {
      await receiver.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

const POSTGRES_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!POSTGRES_URL)("two instances on one PostgreSQL", () => {
  it("deliver each event exactly once", async () => {
    const serverUrl = POSTGRES_URL ?? "";
    const name = `cbc_hooks_${randomUUID().replaceAll("-", "")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const receiver = await startWebhookReceiver();
    const instances: Awaited<ReturnType<typeof startInstance>>[] = [];
    try {
      const first = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
      await migrateDatabase(first);
      await seedDatabase(first.db);
      const second = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
      const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
      receiver.setSecret(secret);
      await first.db
        .insert(webhookEndpoints)
        .values({ url: receiver.url, events: ["message.created"], secret });
      instances.push(await startInstance(first, { WEBHOOKS_POLL_MS: "50" }));
      instances.push(await startInstance(second, { WEBHOOKS_POLL_MS: "50" }));
      const EVENTS = 30;
      const answers = await Promise.all(
        Array.from({ length: EVENTS }, (_, i) =>
          contact((instances[i % 2] as (typeof instances)[0]).app, `lead${i}@acme.example`),
        ),
      );
      expect(answers.every((a) => a.statusCode === 201)).toBe(true);
      await receiver.waitFor(EVENTS);
      // Both workers keep polling: any double delivery would show up now.
      await new Promise((r) => setTimeout(r, 1000));
      expect(receiver.received).toHaveLength(EVENTS);
      expect(new Set(receiver.received.map((h) => h.id)).size).toBe(EVENTS);
      expect(receiver.received.every((h) => h.valid)).toBe(true);
      const rows = await first.db.select().from(webhookDeliveries);
      expect(rows.every((r) => r.status === "succeeded" && r.attempts === 1)).toBe(true);
    } finally {
      for (const instance of instances) await instance.close();
      await receiver.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
