import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertVerifiedAdmin } from "#server/auth/admin-users.ts";
import { loadConfig } from "#server/config.ts";
import { type Database, openDatabase } from "#server/db/client.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { resultsHistory } from "#server/db/schema.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { createStorage } from "#server/storage/create-storage.ts";
import type { Storage } from "#server/storage/storage.ts";
import { MSG_ANALYSIS_DISABLED, MSG_UPLOAD_RATE_LIMITED } from "#shared/messages/upload.ts";
import { type AppProcess, startAppProcess } from "#tests/support/app-process.ts";
import { INVOICE_FIXTURE_DIR } from "#tests/support/fixtures.ts";
import { multipartBody } from "#tests/support/multipart.ts";
import { type LocalS3, startLocalS3 } from "#tests/support/s3-server.ts";

// Two app processes on one PostgreSQL database, one S3 server and one Redis, as behind a load balancer: nothing
// one of them needs may live only in the other's memory. Needs the local PostgreSQL and Redis (see README).
const SERVER_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const PUBLIC_URL = "http://cbc-fleet.localhost:8080";
const ORIGIN = { origin: PUBLIC_URL };
const UPLOADS_PER_MINUTE = 4;
const AWS_PDF = readFileSync(path.join(INVOICE_FIXTURE_DIR, "real-aws_invoice2data_1.pdf"));
const DAY_MS = 24 * 60 * 60 * 1000;

const dbName = `cbc_fleet_${randomUUID().replaceAll("-", "")}`;
const redisPrefix = `cbc-fleet-${randomUUID().slice(0, 8)}:`;
const dataDirs: string[] = [];
let s3: LocalS3;
let database: Database;
let storage: Storage;
let a: AppProcess;
let b: AppProcess;
let oldAnalysis: { id: string; file: string };
let uploadedId = "";
let cookie = "";

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${dbName}`;
  return url.toString();
}

// Behind the proxy (TRUST_PROXY) the client is X-Forwarded-For: the limit tests use a client of their own, so the
// minute's window starts with them, whatever the slower upload before them took.
const LIMITED_CLIENT = "203.0.113.7";
const upload = (app: AppProcess, body?: ReturnType<typeof multipartBody>) =>
  fetch(`${app.url}/api/analyses`, {
    method: "POST",
    headers: {
      ...ORIGIN,
      ...(body ? body.headers : { "content-type": "application/json", "x-forwarded-for": LIMITED_CLIENT }),
    },
    body: body ? new Uint8Array(body.payload) : "{}",
  });

/** Calls `fn` until `done` holds (or 30 s pass) and returns the last answer. */
async function poll<T>(fn: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  await admin((c) => c.query(`create database ${dbName}`));
  s3 = await startLocalS3("cbc-fleet");
  database = await openDatabase({ databaseUrl: databaseUrl(), dataDir: null });
  await migrateDatabase(database);
  await seedDatabase(database.db);
  storage = createStorage(loadConfig({ ...s3.env, DATA_DIR: os.tmpdir() }));

  // An analysis past the retention period, with its PDF in the bucket: the instances purge it as they start.
  const file = `${Date.now()}-old.pdf`;
  await storage.put("bills", file, new Uint8Array(AWS_PDF), "application/pdf");
  const [row] = await database.db
    .insert(resultsHistory)
    .values({
      name: "Old Visitor",
      email: "old@example.com",
      pdf_url: `bills/${file}`,
      extracted_data: { currency: "USD" },
      created_at: new Date(Date.now() - 45 * DAY_MS),
    })
    .returning();
  oldAnalysis = { id: row?.id ?? "", file };

  const shared = {
    ...s3.env,
    DATABASE_URL: databaseUrl(),
    REDIS_URL,
    REDIS_KEY_PREFIX: redisPrefix,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    PUBLIC_URL,
    UPLOAD_RATE_LIMIT: String(UPLOADS_PER_MINUTE),
    TRUST_PROXY: "true",
  };
  const instance = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "cbc-fleet-"));
    dataDirs.push(dir);
    return startAppProcess({ ...shared, DATA_DIR: dir });
  };
  // Started together: their migrations, seeding and first retention purge race on the same database.
  [a, b] = await Promise.all([instance(), instance()]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  await s3?.close();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe("two instances on one PostgreSQL, one S3 bucket and one Redis", () => {
  it("both become ready (database and bucket reachable)", async () => {
    // Like a load balancer: poll. The first file operation loads the S3 client, which can outlast one probe.
    for (const app of [a, b]) {
      const res = await poll(
        () => fetch(`${app.url}/api/ready`),
        (r) => r.status === 200,
      );
      expect(res.status, app.output()).toBe(200);
      expect(await res.json()).toEqual({
        status: "ready",
        checks: { database: "ok", storage: "ok", redis: "ok", rateLimits: "redis" },
      });
    }
  });

  it("purged the expired analysis and its PDF once, under the lock, as they started", async () => {
    const purgeLines = () =>
      [...a.logLines(), ...b.logLines()].filter((l) => String(l.msg).startsWith("retention purge"));
    const runs = await poll(
      async () => purgeLines(),
      (lines) => lines.length === 2,
    );
    expect(runs.length, `${a.output()}\n${b.output()}`).toBe(2);
    const rows = await database.db.select().from(resultsHistory).where(eq(resultsHistory.id, oldAnalysis.id));
    expect(rows).toEqual([]);
    expect(await storage.get("bills", oldAnalysis.file)).toBeNull();
    const deleted = runs.reduce((n, l) => n + (typeof l.analyses === "number" ? l.analyses : 0), 0);
    expect(deleted).toBe(1);
  });

  it("an upload through one is downloaded by staff through the other", async () => {
    const providers = (await (await fetch(`${b.url}/api/providers`)).json()) as Array<{
      id: string;
      name: string;
    }>;
    const aws = providers.find((p) => p.name === "AWS")?.id ?? "";
    const body = multipartBody(
      { name: "Fleet Visitor", email: "fleet@example.com", cloudProviderId: aws },
      { filename: "bill.pdf", bytes: AWS_PDF },
    );
    const created = await upload(a, body);
    expect(created.status, await created.clone().text()).toBe(201);
    uploadedId = ((await created.json()) as { resultId: string }).resultId;

    // The visitor's link works on either instance.
    expect((await fetch(`${b.url}/api/results/${uploadedId}`)).status).toBe(200);

    await upsertVerifiedAdmin(database.db, "staff@fleet.example", "fleet-password-1");
    const signIn = await fetch(`${a.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { ...ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ email: "staff@fleet.example", password: "fleet-password-1" }),
    });
    expect(signIn.status).toBe(200);
    cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookie).toMatch(/session_token=/);

    const list = await fetch(`${b.url}/api/admin/results`, { headers: { cookie } });
    expect(list.status).toBe(200);
    const items = ((await list.json()) as { items: Array<{ id: string }> }).items;
    expect(items.map((i) => i.id)).toContain(uploadedId);
    const pdf = await fetch(`${b.url}/api/admin/results/${uploadedId}/pdf`, { headers: { cookie } });
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).equals(AWS_PDF)).toBe(true);
  });

  it("a session signed in on one is a session on the other", async () => {
    const session = await fetch(`${b.url}/api/auth/get-session`, { headers: { cookie } });
    expect(((await session.json()) as { user?: { email?: string } } | null)?.user?.email).toBe(
      "staff@fleet.example",
    );
  });

  it("a switch turned off on one is enforced by the other at once, and back on", async () => {
    const put = (app: AppProcess, value: boolean) =>
      fetch(`${app.url}/api/admin/settings/analysis_enabled`, {
        method: "PUT",
        headers: { ...ORIGIN, cookie, "content-type": "application/json" },
        body: JSON.stringify({ value }),
      });
    expect((await put(a, false)).status).toBe(200);
    const refused = await upload(b); // upload 1 of UPLOADS_PER_MINUTE from LIMITED_CLIENT
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: MSG_ANALYSIS_DISABLED });

    expect((await put(b, true)).status).toBe(200);
    expect((await upload(a)).status).toBe(400); // upload 2: past the switch, refused only as malformed
  });

  it("counts uploads per client in Redis, across both instances", async () => {
    expect((await upload(b)).status).toBe(400); // upload 3
    expect((await upload(a)).status).toBe(400); // upload 4: the last one allowed this minute
    for (const app of [a, b]) {
      const limited = await upload(app);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ error: MSG_UPLOAD_RATE_LIMITED });
    }
    const redis = new Redis(REDIS_URL);
    try {
      expect((await redis.keys(`${redisPrefix}rate-limit:*`)).length).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
  });

  it("signing out on one ends the session on the other", async () => {
    const out = await fetch(`${b.url}/api/auth/sign-out`, {
      method: "POST",
      headers: { ...ORIGIN, cookie, "content-type": "application/json" },
      body: "{}",
    });
    expect(out.status).toBe(200);
    expect((await fetch(`${a.url}/api/admin/results`, { headers: { cookie } })).status).toBe(401);
  });

  it("every request's log lines carry its request id, also sent back as X-Request-Id", async () => {
    const res = await fetch(`${a.url}/api/results/${uploadedId}`, {
      headers: { "x-request-id": "fleet-trace-0001" },
    });
    expect(res.headers.get("x-request-id")).toBe("fleet-trace-0001");
    await new Promise((r) => setTimeout(r, 200));
    const lines = [...a.logLines(), ...b.logLines()];
    const requestLines = lines.filter((l) => "req" in l || "res" in l || "requestId" in l);
    expect(requestLines.length).toBeGreaterThan(20);
    for (const line of requestLines) expect(line.requestId, JSON.stringify(line)).toEqual(expect.any(String));
    expect(requestLines.filter((l) => l.requestId === "fleet-trace-0001").length).toBeGreaterThanOrEqual(2);
  });
});
