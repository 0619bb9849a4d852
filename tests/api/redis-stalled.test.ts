import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";
import { multipartBody } from "#tests/support/multipart.ts";
import { freePort, waitFor } from "#tests/support/server-process.ts";

// A Redis that stops answering without closing its connection (paused with SIGSTOP): a Redis of the test's own on
// another port, never the shared one. On main every rate-limited route waited for it.
const NOW = new Date("2027-03-20T10:00:00Z"); // a Saturday; Monday 22 March 09:00 Berlin is bookable
const ANSWER_WITHIN_MS = 1_000;

let redis: ChildProcess;
let redisDir: string;
let t: TestApp;

beforeAll(async () => {
  const port = await freePort();
  redisDir = mkdtempSync(path.join(os.tmpdir(), "cbc-redis-"));
  redis = spawn(
    "redis-server",
    ["--port", String(port), "--save", "", "--appendonly", "no", "--dir", redisDir],
    {
      stdio: "ignore",
    },
  );
  t = await buildTestApp(
    {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      BOOKING_TIMEZONE: "Europe/Berlin",
      BOOKING_HOURS: "09:00-12:00",
    },
    { now: () => NOW },
  );
  await waitFor(
    async () => {
      const ready = (await t.app.inject({ url: "/api/ready" })).json() as { checks: { redis: string } };
      return ready.checks.redis === "ok";
    },
    15_000,
    "the test's Redis",
  );
  // Paused: the connection stays open, nothing answers.
  redis.kill("SIGSTOP");
});

afterAll(async () => {
  redis.kill("SIGCONT");
  redis.kill("SIGKILL");
  await t?.close();
  rmSync(redisDir, { recursive: true, force: true });
});

/** The answer and how long it took; a request still waiting after 10 s counts as never answered. */
async function timed(request: () => Promise<{ statusCode: number; body: string }>) {
  const started = performance.now();
  const answer = await Promise.race([
    request(),
    new Promise<{ statusCode: number; body: string }>((resolve) =>
      setTimeout(() => resolve({ statusCode: 0, body: "no answer within 10 s" }), 10_000),
    ),
  ]);
  return { ...answer, ms: performance.now() - started };
}

describe("rate-limited routes while Redis is paused", () => {
  it("upload, contact and booking answer within a second, counting in memory", async () => {
    const upload = await timed(() => {
      const body = multipartBody(
        { name: "Ada", email: "ada@example.com", cloudProviderId: crypto.randomUUID() },
        { filename: "a.pdf", bytes: new TextEncoder().encode("not a pdf") },
      );
      return t.app.inject({ method: "POST", url: "/api/analyses", ...body, remoteAddress: "198.51.100.60" });
    });
    const contact = await timed(() =>
      t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { name: "Ada", email: "ada@example.com", company: "", message: "Please call me back." },
        remoteAddress: "198.51.100.61",
      }),
    );
    const booking = await timed(() =>
      t.app.inject({
        method: "POST",
        url: "/api/bookings",
        payload: {
          name: "Ada",
          email: "ada@example.com",
          company: "",
          slot_start: "2027-03-22T08:00:00.000Z",
        },
        remoteAddress: "198.51.100.62",
      }),
    );
    const manage = await timed(() =>
      t.app.inject({ url: `/api/bookings/manage?token=${"x".repeat(43)}`, remoteAddress: "198.51.100.63" }),
    );
    for (const [what, answer] of Object.entries({ upload, contact, booking, manage })) {
      expect(answer.statusCode, `${what}: ${answer.body}`).not.toBe(0);
      expect(answer.ms, what).toBeLessThan(ANSWER_WITHIN_MS);
    }
    expect(upload.statusCode).toBe(400);
    expect(contact.statusCode, contact.body).toBe(201);
    expect(booking.statusCode, booking.body).toBe(201);
  });

  it("/api/ready reports Redis failed and the counters in memory, and stays in the pool", async () => {
    // One round of checks answers the probes of a second: the answer from before the pause may still be served.
    await new Promise((r) => setTimeout(r, 1_100));
    const ready = await timed(() => t.app.inject({ url: "/api/ready", remoteAddress: "198.51.100.64" }));
    expect(ready.ms).toBeLessThan(ANSWER_WITHIN_MS * 2);
    expect(ready.statusCode, ready.body).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({
      status: "degraded",
      checks: { database: "ok", storage: "ok", redis: "failed", rateLimits: "memory (redis unavailable)" },
    });
  });
});
