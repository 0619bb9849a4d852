import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG_RESULT_NOT_FOUND } from "#shared/messages/result.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";
import { INVOICE_FIXTURE_DIR, SCAN_FIXTURE_DIR } from "#tests/support/fixtures.ts";
import { multipartBody } from "#tests/support/multipart.ts";

const AWS_PDF = readFileSync(path.join(INVOICE_FIXTURE_DIR, "real-aws_invoice2data_1.pdf"));
const NO_TEXT_PDF = readFileSync(path.join(SCAN_FIXTURE_DIR, "unreadable-blank-page.pdf"));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_RATE_LIMIT: "1000" });
});
afterAll(async () => {
  await t.close();
});

/** A sample value from Prometheus text, e.g. `cbc_analyses_total{outcome="created",provider="AWS"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("request ids", () => {
  it("every reply carries X-Request-Id, a fresh UUID unless a proxy sent a usable one", async () => {
    const ok = await t.app.inject({ url: "/api/health" });
    expect(ok.headers["x-request-id"]).toMatch(UUID);
    const other = await t.app.inject({ url: "/api/health" });
    expect(other.headers["x-request-id"]).not.toBe(ok.headers["x-request-id"]);

    const kept = await t.app.inject({ url: "/api/health", headers: { "x-request-id": "proxy-abc-12345" } });
    expect(kept.headers["x-request-id"]).toBe("proxy-abc-12345");
    const forged = await t.app.inject({ url: "/api/health", headers: { "x-request-id": "x\nlevel=fatal" } });
    expect(forged.headers["x-request-id"]).toMatch(UUID);
  });

  it("error replies keep the {error} body and carry the id in the header", async () => {
    const missing = await t.app.inject({ url: "/api/results/00000000-0000-4000-8000-000000000000" });
    expectError(missing, 404, MSG_RESULT_NOT_FOUND);
    expect(missing.headers["x-request-id"]).toMatch(UUID);
    const unknown = await t.app.inject({ method: "POST", url: "/api/nope" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["x-request-id"]).toMatch(UUID);
    const badUrl = await t.app.inject({ url: "/api/results/%E0%A4%A" });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.headers["x-request-id"]).toMatch(UUID);
  });
});

describe("GET /api/ready", () => {
  it("is ready when the database and the file store answer", async () => {
    const res = await t.app.inject({ url: "/api/ready" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: "ready",
      checks: { database: "ok", storage: "ok", redis: "not_configured", rateLimits: "memory" },
    });
  });

  it("answers 503 naming the part that is down (an S3 endpoint nothing listens on)", async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const broken = await buildTestApp({
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: "x",
      S3_SECRET_ACCESS_KEY: "y",
    });
    try {
      const res = await broken.app.inject({ url: "/api/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: "Not ready: storage unreachable",
        checks: { database: "ok", storage: "failed", redis: "not_configured", rateLimits: "memory" },
      });
      // Liveness does not depend on the store.
      expect((await broken.app.inject({ url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });
});

describe("GET /metrics", () => {
  it("exposes request durations by route, analyses by outcome and provider, extraction time, the PDF pool and memory", async () => {
    const providers = (await t.app.inject({ url: "/api/providers" })).json() as Array<{
      id: string;
      name: string;
    }>;
    const aws = providers.find((p) => p.name === "AWS")?.id ?? "";
    const fields = { name: "Ada Lovelace", email: "ada@example.com", cloudProviderId: aws };
    const post = (bytes: Uint8Array) =>
      t.app.inject({
        method: "POST",
        url: "/api/analyses",
        ...multipartBody(fields, { filename: "bill.pdf", bytes }),
      });
    expect((await post(AWS_PDF)).statusCode).toBe(201);
    expect((await post(NO_TEXT_PDF)).statusCode).toBe(422);
    expect((await t.app.inject({ method: "POST", url: "/api/analyses" })).statusCode).toBe(400);
    await t.app.inject({ url: "/api/results/00000000-0000-4000-8000-000000000000" });

    const res = await t.app.inject({ url: "/metrics" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(sample(text, 'cbc_analyses_total{outcome="created",provider="AWS"}')).toBe(1);
    expect(sample(text, 'cbc_analyses_total{outcome="rejected",provider="AWS"}')).toBe(1);
    expect(sample(text, 'cbc_analyses_total{outcome="invalid",provider="unknown"}')).toBe(1);
    expect(sample(text, 'cbc_extraction_duration_seconds_count{provider="AWS",outcome="ok"}')).toBe(1);
    expect(sample(text, 'cbc_extraction_duration_seconds_sum{provider="AWS",outcome="ok"}')).toBeGreaterThan(
      0,
    );
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/results/:id",status_code="404"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="POST",route="/api/analyses",status_code="201"}',
      ),
    ).toBe(1);
    expect(sample(text, "cbc_pdf_pool_queue_depth")).toBe(0);
    expect(sample(text, "cbc_pdf_pool_workers")).toBe(1);
    // The reader that read the invoice is still running (stopped after idle minutes): its memory is reported.
    expect(sample(text, "cbc_pdf_pool_resident_bytes")).toBeGreaterThan(10 * 1024 * 1024);
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    // Routes are labelled by pattern, never by the id in the URL.
    expect(text).not.toContain("00000000-0000-4000-8000-000000000000");
  });

  it("asks for the bearer token when METRICS_TOKEN is set", async () => {
    const guarded = await buildTestApp({ METRICS_TOKEN: "s3cret-metrics-token" });
    try {
      expectError(await guarded.app.inject({ url: "/metrics" }), 401, "A valid metrics token is required.");
      const wrong = await guarded.app.inject({ url: "/metrics", headers: { authorization: "Bearer nope" } });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.headers["www-authenticate"]).toMatch(/^Bearer/);
      const right = await guarded.app.inject({
        url: "/metrics",
        headers: { authorization: "Bearer s3cret-metrics-token" },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain("# TYPE http_request_duration_seconds histogram");
    } finally {
      await guarded.close();
    }
  });
});
