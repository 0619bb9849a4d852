import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  MSG_READER_BUDGET,
  MSG_UPLOAD_RATE_LIMITED,
  MSG_UPLOADS_MEMORY_BUSY,
} from "#shared/messages/upload.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";
import { INVOICE_FIXTURE_DIR } from "#tests/support/fixtures.ts";
import { multipartBody } from "#tests/support/multipart.ts";
import { slowUpload } from "#tests/support/slow-upload.ts";

// The upload routes as one budget per client (rate, reader time) and one bound on the bytes they hold.
const AWS_PDF = readFileSync(path.join(INVOICE_FIXTURE_DIR, "real-aws_invoice2data_1.pdf"));

async function awsId(t: TestApp): Promise<string> {
  const list = (await t.app.inject({ url: "/api/providers" })).json() as Array<{ id: string; name: string }>;
  return list.find((p) => p.name === "AWS")?.id ?? "";
}

const upload = (t: TestApp, cloudProviderId: string, from: string, bytes: Uint8Array = AWS_PDF) => {
  const body = multipartBody(
    { name: "Ada", email: `ada-${Math.random()}@example.com`, cloudProviderId },
    { filename: "invoice.pdf", bytes },
  );
  return t.app.inject({
    method: "POST",
    url: "/api/analyses",
    payload: body.payload,
    headers: body.headers,
    remoteAddress: from,
  });
};

describe("one upload counter for both routes", () => {
  it("counts a new analysis and an added month together (on main: each route had its own)", async () => {
    const t = await buildTestApp({ UPLOAD_RATE_LIMIT: "2" });
    try {
      const from = "198.51.100.40";
      const analysis = await t.app.inject({ method: "POST", url: "/api/analyses", remoteAddress: from });
      expect(analysis.statusCode).toBe(400);
      const month = await t.app.inject({
        method: "POST",
        url: `/api/results/${crypto.randomUUID()}/invoices`,
        remoteAddress: from,
      });
      expect(month.statusCode).not.toBe(429);
      expectError(
        await t.app.inject({
          method: "POST",
          url: `/api/results/${crypto.randomUUID()}/invoices`,
          remoteAddress: from,
        }),
        429,
        MSG_UPLOAD_RATE_LIMITED,
      );
      expectError(
        await t.app.inject({ method: "POST", url: "/api/analyses", remoteAddress: from }),
        429,
        MSG_UPLOAD_RATE_LIMITED,
      );
    } finally {
      await t.close();
    }
  });
});

describe("reader time per client", () => {
  it("holds back a client whose files used its reader time, not only time-outs (on main: never)", {
    timeout: 120_000,
  }, async () => {
    const t = await buildTestApp({ UPLOAD_RATE_LIMIT: "1000", READER_SECONDS_PER_CLIENT: "0.1" });
    try {
      const aws = await awsId(t);
      const statuses: number[] = [];
      let refused: Awaited<ReturnType<typeof upload>> | null = null;
      for (let i = 0; i < 6 && !refused; i++) {
        const res = await upload(t, aws, "198.51.100.41");
        statuses.push(res.statusCode);
        if (res.statusCode === 429) refused = res;
      }
      expect(statuses[0]).toBe(201);
      expect(refused, statuses.join(",")).not.toBeNull();
      if (refused) {
        expectError(refused, 429, MSG_READER_BUDGET);
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      }
      // Another client is not held back.
      expect((await upload(t, aws, "198.51.100.42")).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});

describe("upload bytes held at once", () => {
  it("answers 503 with Retry-After before reading a body past the bound (on main: read in full)", {
    timeout: 120_000,
  }, async () => {
    const t = await buildTestApp({ TRUST_PROXY: "true", UPLOAD_RATE_LIMIT: "1000", UPLOAD_MEMORY_MB: "1" });
    try {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const port = (t.app.server.address() as AddressInfo).port;
      const aws = await awsId(t);
      const big = new Uint8Array(700 * 1024);
      big.set(AWS_PDF);
      const held = slowUpload(
        port,
        "198.51.100.50",
        multipartBody(
          { name: "Ada", email: "held@example.com", cloudProviderId: aws },
          { filename: "a.pdf", bytes: big },
        ),
      );
      await new Promise((r) => setTimeout(r, 300));
      const refused = await upload(t, aws, "198.51.100.51", big);
      expectError(refused, 503, MSG_UPLOADS_MEMORY_BUSY);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.headers.connection).toBe("close");
      // A small upload still fits beside the held one.
      expect((await upload(t, aws, "198.51.100.52")).statusCode).toBe(201);
      held.abort();
      await held.answer;
    } finally {
      await t.close();
    }
  });
});
