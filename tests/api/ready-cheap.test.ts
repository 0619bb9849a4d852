import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";

// /api/ready is public: every probe read an object from the store (a billed S3 GET) and nothing limited them.
let store: http.Server;
let storeReads = 0;
let t: TestApp;

beforeAll(async () => {
  // A store that answers every read with S3's "no such key" (what the probe object gets), counting the probe's reads.
  store = http.createServer((request, response) => {
    if (request.method === "GET" && request.url?.includes("readiness-probe")) storeReads++;
    response.writeHead(404, { "content-type": "application/xml" });
    response.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
  });
  await new Promise<void>((resolve) => store.listen(0, "127.0.0.1", resolve));
  const { port } = store.address() as AddressInfo;
  t = await buildTestApp({
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: "x",
    S3_SECRET_ACCESS_KEY: "y",
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => store.close(resolve));
});

describe("GET /api/ready", () => {
  it("reads the store once for many probes (on main: once per probe)", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ url: "/api/ready", remoteAddress: `198.51.100.${90 + i}` });
      expect(res.statusCode, res.body).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(storeReads).toBe(1);
  });

  it("is rate-limited per address (on main: never)", async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 130; i++)
      statuses.add((await t.app.inject({ url: "/api/ready", remoteAddress: "198.51.100.99" })).statusCode);
    expect([...statuses].sort()).toEqual([200, 429]);
  });
});
