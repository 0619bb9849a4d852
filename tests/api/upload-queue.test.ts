import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSlotQueue, QueueRefusedError } from "#server/analysis/upload/slot-queue.ts";
import {
  MSG_ANALYSIS_BUSY,
  MSG_READER_PENALTY,
  MSG_UPLOAD_TOO_SLOW,
  MSG_UPLOADS_IN_FLIGHT,
} from "#shared/messages/upload.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";
import { INVOICE_FIXTURE_DIR } from "#tests/support/fixtures.ts";
import { buildPdf } from "#tests/support/hostile-pdfs.ts";
import { multipartBody } from "#tests/support/multipart.ts";

// Issue 22 item 2: slots taken only once the body is in, a body deadline, 2 uploads in flight per address, a
// bounded queue instead of an immediate 503, and readers protected from addresses whose files keep timing out.
const AWS_PDF = readFileSync(path.join(INVOICE_FIXTURE_DIR, "real-aws_invoice2data_1.pdf"));

async function providerId(t: TestApp): Promise<string> {
  const list = (await t.app.inject({ url: "/api/providers" })).json() as Array<{ id: string; name: string }>;
  return list.find((p) => p.name === "AWS")?.id ?? "";
}

function uploadBody(cloudProviderId: string, email: string, bytes: Uint8Array = AWS_PDF) {
  return multipartBody({ name: "Ada", email, cloudProviderId }, { filename: "invoice.pdf", bytes });
}

type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders };

/**
 * An upload over a real socket that sends its head and the first `sentBytes` of the body, then stops until
 * `finish()` (or never). The client address is X-Forwarded-For (the app trusts the proxy).
 */
function slowUpload(
  port: number,
  forwardedFor: string,
  body: ReturnType<typeof uploadBody>,
  sentBytes = 200,
) {
  let request!: http.ClientRequest;
  const answer = new Promise<Answer>((resolve) => {
    request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/analyses",
        headers: {
          ...body.headers,
          "content-length": String(body.payload.length),
          "x-forwarded-for": forwardedFor,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
      },
    );
    request.on("error", (error) => resolve({ status: 0, body: String(error), headers: {} }));
    request.write(body.payload.subarray(0, sentBytes));
  });
  return {
    answer,
    finish: () => request.end(body.payload.subarray(sentBytes)),
    abort: () => request.destroy(),
  };
}

describe("the slot queue", () => {
  it("runs `concurrency` at once, queues up to its bounds in order, refuses past them with a Retry-After", async () => {
    const queue = createSlotQueue({ concurrency: 1, maxQueued: 2, maxQueuedBytes: 100, maxWaitMs: 5_000 });
    const first = await queue.acquire(10);
    const order: number[] = [];
    const inOrder = (n: number) => (release: () => void) => {
      order.push(n);
      return release;
    };
    const second = queue.acquire(10).then(inOrder(2));
    const third = queue.acquire(10).then(inOrder(3));
    const fourth = await queue.acquire(10).catch((error: unknown) => error);
    expect(fourth).toBeInstanceOf(QueueRefusedError);
    expect((fourth as QueueRefusedError).retryAfterSeconds).toBeGreaterThanOrEqual(2);
    expect(queue.stats()).toEqual({ running: 1, queued: 2, queuedBytes: 20 });
    first();
    (await second)();
    (await third)();
    expect(order).toEqual([2, 3]);
    expect(queue.stats()).toEqual({ running: 0, queued: 0, queuedBytes: 0 });
  });

  it("refuses by bytes and after the wait", async () => {
    const queue = createSlotQueue({ concurrency: 1, maxQueued: 10, maxQueuedBytes: 100, maxWaitMs: 50 });
    const release = await queue.acquire(1);
    await expect(queue.acquire(101)).rejects.toBeInstanceOf(QueueRefusedError);
    await expect(queue.acquire(50)).rejects.toThrow("waited");
    release();
    expect(queue.stats().running).toBe(0);
  });
});

describe("uploads under a burst and slow senders", () => {
  let t: TestApp;
  let port: number;
  let aws: string;
  beforeAll(async () => {
    t = await buildTestApp({
      TRUST_PROXY: "true",
      UPLOAD_RATE_LIMIT: "1000",
      ANALYSIS_CONCURRENCY: "1",
      ANALYSIS_QUEUE_LENGTH: "20",
      UPLOAD_BODY_TIMEOUT_MS: "1500",
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
    aws = await providerId(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it("queues a burst beyond the running analyses instead of answering 503 (on main: all but one 503)", async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => {
        const body = uploadBody(aws, `burst-${i}@example.com`);
        return t.app.inject({
          method: "POST",
          url: "/api/analyses",
          payload: body.payload,
          headers: { ...body.headers, "x-forwarded-for": `203.0.113.${10 + i}` },
        });
      }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
  });

  it("a slow body takes no slot, and one past the deadline is cut off with 408", async () => {
    // With one slot, a sender that stopped mid-body must not keep others out (on main: they got 503).
    const stalled = slowUpload(port, "203.0.113.50", uploadBody(aws, "slow@example.com"));
    await new Promise((r) => setTimeout(r, 200));
    const body = uploadBody(aws, "fast@example.com");
    const fast = await t.app.inject({
      method: "POST",
      url: "/api/analyses",
      payload: body.payload,
      headers: { ...body.headers, "x-forwarded-for": "203.0.113.51" },
    });
    expect(fast.statusCode, fast.body).toBe(201);
    const cut = await stalled.answer;
    expect(cut.status, cut.body).toBe(408);
    expect(JSON.parse(cut.body)).toEqual({ error: MSG_UPLOAD_TOO_SLOW });
    expect(cut.headers.connection).toBe("close");
  });

  it("allows two uploads in flight per address; the third is refused at once with 429", async () => {
    const a = slowUpload(port, "203.0.113.60", uploadBody(aws, "inflight-a@example.com"));
    const b = slowUpload(port, "203.0.113.60", uploadBody(aws, "inflight-b@example.com"));
    await new Promise((r) => setTimeout(r, 200));
    const body = uploadBody(aws, "inflight-c@example.com");
    const third = await t.app.inject({
      method: "POST",
      url: "/api/analyses",
      payload: body.payload,
      headers: { ...body.headers, "x-forwarded-for": "203.0.113.60" },
    });
    expectError(third, 429, MSG_UPLOADS_IN_FLIGHT);
    a.finish();
    b.finish();
    expect((await a.answer).status).toBe(201);
    expect((await b.answer).status).toBe(201);
  });
});

describe("a full queue", () => {
  it("answers 503 with Retry-After", async () => {
    const t = await buildTestApp({
      UPLOAD_RATE_LIMIT: "1000",
      ANALYSIS_CONCURRENCY: "1",
      ANALYSIS_QUEUE_LENGTH: "1",
    });
    try {
      const aws = await providerId(t);
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) => {
          const body = uploadBody(aws, `full-${i}@example.com`);
          return t.app.inject({
            method: "POST",
            url: "/api/analyses",
            remoteAddress: `203.0.113.${70 + i}`,
            payload: body.payload,
            headers: body.headers,
          });
        }),
      );
      const refused = answers.filter((a) => a.statusCode === 503);
      expect(answers.filter((a) => a.statusCode === 201).length).toBeGreaterThanOrEqual(2);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      for (const r of refused) {
        expectError(r, 503, MSG_ANALYSIS_BUSY);
        expect(Number(r.headers["retry-after"])).toBeGreaterThanOrEqual(2);
      }
    } finally {
      await t.close();
    }
  });
});

describe("an address whose files keep running the reader to its time limit", () => {
  it("is held back (429 with Retry-After) while other addresses are not", async () => {
    const t = await buildTestApp({
      UPLOAD_RATE_LIMIT: "1000",
      PDF_TIMEOUT_MS: "100",
      READER_TIMEOUT_LIMIT: "1",
      READER_PENALTY_SECONDS: "120",
    });
    try {
      const aws = await providerId(t);
      const content = Buffer.from("BT /F1 12 Tf 1 0 0 1 72 700 Tm (x) Tj ET\n".repeat(1_000_000));
      const bomb = buildPdf([
        "<</Type/Catalog/Pages 2 0 R>>",
        "<</Type/Pages/Kids[3 0 R]/Count 1>>",
        "<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Resources<</Font<</F1 4 0 R>>>>/Contents 5 0 R>>",
        "<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>",
        { dict: "<</Filter/FlateDecode>>", stream: deflateSync(content) },
      ]);
      const send = (ip: string, bytes: Uint8Array, email: string) => {
        const body = uploadBody(aws, email, bytes);
        return t.app.inject({
          method: "POST",
          url: "/api/analyses",
          remoteAddress: ip,
          payload: body.payload,
          headers: body.headers,
        });
      };
      expect((await send("198.51.100.5", bomb, "bomb@example.com")).statusCode).toBe(422);
      const held = await send("198.51.100.5", AWS_PDF, "after@example.com");
      expectError(held, 429, MSG_READER_PENALTY);
      expect(Number(held.headers["retry-after"])).toBeGreaterThan(60);
      expect(
        (await send("198.51.100.6", new Uint8Array(Buffer.from("%PDF-1.4 nothing")), "x@example.com"))
          .statusCode,
      ).not.toBe(429);
    } finally {
      await t.close();
    }
  });
});
