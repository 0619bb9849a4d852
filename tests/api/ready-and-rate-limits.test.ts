import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLifecycle } from "#server/http/lifecycle.ts";
import { MSG_UPLOAD_RATE_LIMITED } from "#shared/messages/upload.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";

// Issue 22 item 5: with Redis down the rate limits count in memory instead of failing open, and /api/ready says so.
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("rate limits while Redis is unreachable", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
      UPLOAD_RATE_LIMIT: "2",
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("still refuses the third upload in a minute from one address (counted in memory)", async () => {
    const post = () =>
      t.app.inject({ method: "POST", url: "/api/analyses", remoteAddress: "198.51.100.77", payload: {} });
    expect((await post()).statusCode).not.toBe(429);
    expect((await post()).statusCode).not.toBe(429);
    expectError(await post(), 429, MSG_UPLOAD_RATE_LIMITED);
    // Another address has its own count.
    const other = await t.app.inject({
      method: "POST",
      url: "/api/analyses",
      remoteAddress: "198.51.100.78",
      payload: {},
    });
    expect(other.statusCode).not.toBe(429);
  });

  it("reports Redis in /api/ready: degraded (200), counters in memory", async () => {
    const res = await t.app.inject({ url: "/api/ready" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: "degraded",
      checks: { database: "ok", storage: "ok", redis: "failed", rateLimits: "memory (redis unavailable)" },
    });
  });
});

describe("rate limits with Redis up", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
      REDIS_KEY_PREFIX: `cbc-test-${process.pid}-${Date.now()}:`,
      UPLOAD_RATE_LIMIT: "2",
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("counts in Redis and reports it ready", async () => {
    // Connected first (the connection is made in the background at start).
    for (let i = 0; i < 100; i++) {
      const ready = (await t.app.inject({ url: "/api/ready" })).json() as { checks: { redis: string } };
      if (ready.checks.redis === "ok") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const post = () =>
      t.app.inject({ method: "POST", url: "/api/analyses", remoteAddress: "198.51.100.79", payload: {} });
    await post();
    await post();
    expectError(await post(), 429, MSG_UPLOAD_RATE_LIMITED);
    const res = await t.app.inject({ url: "/api/ready" });
    expect(res.json()).toEqual({
      status: "ready",
      checks: { database: "ok", storage: "ok", redis: "ok", rateLimits: "redis" },
    });
  });
});

describe("/api/ready while draining (issue 22 item 6)", () => {
  it("answers 503 once SIGTERM set the instance draining", async () => {
    const lifecycle = createLifecycle();
    const t = await buildTestApp({}, { lifecycle });
    try {
      expect((await t.app.inject({ url: "/api/ready" })).statusCode).toBe(200);
      lifecycle.draining = true;
      const res = await t.app.inject({ url: "/api/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: "Not ready: shutting down" });
    } finally {
      await t.close();
    }
  });
});
