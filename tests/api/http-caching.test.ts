import { randomUUID } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { cloudProviders, resultsHistory, settings } from "#server/db/schema.ts";
import { PUBLIC_CACHE_TTL_MS } from "#server/http/public-cache.ts";
import { MSG_ANALYSIS_DISABLED } from "#shared/messages/upload.ts";
import { analyzeFigures } from "#shared/savings/analyze-figures.ts";
import type { ExtractedData } from "#shared/schemas/extracted-data.ts";
import { ResultSchema } from "#shared/schemas/result.ts";
import { createAdminAndSignIn, type SignedInAdmin } from "#tests/support/auth-helpers.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";
import { MANAGE, TEST_MANAGE_TOKEN_HASH } from "#tests/support/manage-token.ts";

// Issue 14: ETag / 304 and Cache-Control on the public reads, a one-second per-instance cache of the public lists
// and results that this instance empties on its own writes, and results whose ETag follows corrections and deletion.
let t: TestApp;
/** A second instance on the same database (its own cache), as behind a load balancer. */
let other: FastifyInstance;
let admin: SignedInAdmin;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  t = await buildTestApp();
  other = await buildApp(t.config, t.services, { clientDir: null, logger: false });
  await other.ready();
  admin = await createAdminAndSignIn(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const READ: ExtractedData = analyzeFigures(
  {
    provider: "AWS",
    provider_estimated_esr: 0.32,
    account_number: "123456789012",
    invoice_number: "INV-1",
    invoice_date: "2024-05-02",
    invoice_summary: [{ description: "Net Charges", currency: "USD", amount: 900 }],
    service_charges: null,
    total_charges: 1000,
    savings_plan: 300,
    discount: null,
    credits: null,
    net_charges: 900,
    vat: null,
    currency: "USD",
    current_savings_rate: 0,
    monthly_current_savings: 0,
    yearly_current_savings: 0,
    estimated_monthly_savings: null,
    estimated_yearly_savings: null,
    total_monthly_spend: 0,
    checks: [],
  },
  0.32,
);

async function insertResult(): Promise<string> {
  const [row] = await t.services.database.db
    .insert(resultsHistory)
    .values({
      name: "Ada Lovelace",
      email: "ada@example.com",
      pdf_url: `bills/${randomUUID()}.pdf`,
      cloud_provider_id: null,
      extracted_data: READ,
      manage_token_hash: TEST_MANAGE_TOKEN_HASH,
    })
    .returning({ id: resultsHistory.id });
  if (!row) throw new Error("insert failed");
  return row.id;
}

describe.each([
  ["/api/providers", "public, no-cache"],
  ["/api/testimonials?page=1", "public, no-cache"],
  ["/api/settings/public", "no-cache"],
])("GET %s", (url, cacheControl) => {
  it("sends an ETag and Cache-Control, and 304 with no body when the client's copy is current", async () => {
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe(cacheControl);
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await t.app.inject({ url, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect((await t.app.inject({ url, headers: { "if-none-match": `W/${etag}` } })).statusCode).toBe(304);
    expect((await t.app.inject({ url, headers: { "if-none-match": '"stale"' } })).statusCode).toBe(200);
    // The other instance serialises the same rows to the same bytes: the tag is valid on both.
    expect((await other.inject({ url, headers: { "if-none-match": etag } })).statusCode).toBe(304);
  });
});

describe("the public lists' per-instance cache", () => {
  it("shows a staff change made through this instance at once, with a new ETag", async () => {
    const before = await t.app.inject({ url: "/api/providers" });
    const oracle = (before.json() as Array<{ id: string; name: string; estimated_esr: number | null }>).find(
      (p) => p.name === "Oracle",
    );
    if (!oracle) throw new Error("Oracle is seeded");
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/admin/providers/${oracle.id}`,
      headers: admin.headers,
      payload: { estimated_esr: 0.21 },
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = await t.app.inject({
      url: "/api/providers",
      headers: { "if-none-match": before.headers.etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(
      (after.json() as Array<{ name: string; estimated_esr: number | null }>).find(
        (p) => p.name === "Oracle",
      ),
    ).toMatchObject({ estimated_esr: 0.21 });
  });

  it("shows another instance's change within its one-second bound", async () => {
    const read = async () =>
      (
        (await other.inject({ url: "/api/providers" })).json() as Array<{ name: string; enabled: boolean }>
      ).find((p) => p.name === "IBM")?.enabled;
    expect(await read()).toBe(false);
    // A write this instance did not see (another instance, or the database directly).
    await t.services.database.db
      .update(cloudProviders)
      .set({ enabled: true })
      .where(eq(cloudProviders.name, "IBM"));
    await sleep(PUBLIC_CACHE_TTL_MS + 100);
    expect(await read()).toBe(true);
  });

  it("never serves an enforced switch from the cache: an upload is refused at once on another instance", async () => {
    // Warm the other instance's cached switches with analysis on.
    expect(
      ((await other.inject({ url: "/api/settings/public" })).json() as { analysis_enabled: boolean })
        .analysis_enabled,
    ).toBe(true);
    await t.services.database.db
      .update(settings)
      .set({ value: "false" })
      .where(eq(settings.key, "analysis_enabled"));
    try {
      const upload = await other.inject({
        method: "POST",
        url: "/api/analyses",
        headers: { "content-type": "multipart/form-data; boundary=x" },
        payload: "--x--\r\n",
      });
      expectError(upload, 403, MSG_ANALYSIS_DISABLED);
    } finally {
      await t.services.database.db
        .update(settings)
        .set({ value: "true" })
        .where(eq(settings.key, "analysis_enabled"));
    }
  });
});

describe("GET /api/results/:id", () => {
  it("is private and revalidated; 304 when current; a correction or a deletion through this instance shows here at once", async () => {
    const id = await insertResult();
    const first = await t.app.inject({ url: `/api/results/${id}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    expect(first.headers["x-robots-tag"]).toBe("noindex");
    const etag = String(first.headers.etag);
    // The body is the schema's own serialisation (what the route's serializer would have sent).
    expect(first.body).toBe(JSON.stringify(ResultSchema.parse(first.json())));
    expect(
      (await t.app.inject({ url: `/api/results/${id}`, headers: { "if-none-match": etag } })).statusCode,
    ).toBe(304);
    expect(
      (await other.inject({ url: `/api/results/${id}`, headers: { "if-none-match": etag } })).statusCode,
    ).toBe(304);

    // The result is in this instance's cache now; the correction empties it.
    const patched = await t.app.inject({
      method: "PATCH",
      url: `/api/results/${id}/figures`,
      headers: MANAGE,
      payload: { net_charges: 700 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const afterCorrection = await t.app.inject({
      url: `/api/results/${id}`,
      headers: { "if-none-match": etag },
    });
    expect(afterCorrection.statusCode).toBe(200);
    expect(afterCorrection.headers.etag).not.toBe(etag);
    expect(
      (afterCorrection.json() as { extracted_data: { net_charges: number } }).extracted_data.net_charges,
    ).toBe(700);

    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/results/${id}`, headers: MANAGE })).statusCode,
    ).toBe(204);
    const gone = await t.app.inject({
      url: `/api/results/${id}`,
      headers: { "if-none-match": String(afterCorrection.headers.etag) },
    });
    expect(gone.statusCode).toBe(404);
  });

  it("shows a correction or a deletion made through another instance within the one-second bound", async () => {
    const id = await insertResult();
    const url = `/api/results/${id}`;
    const before = await t.app.inject({ url });
    expect(before.statusCode).toBe(200);

    const patched = await other.inject({
      method: "PATCH",
      url: `/api/results/${id}/figures`,
      headers: MANAGE,
      payload: { net_charges: 650 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const netOf = (res: { json(): unknown }) =>
      (res.json() as { extracted_data: { net_charges: number } }).extracted_data.net_charges;
    expect(netOf(await other.inject({ url }))).toBe(650);
    await sleep(PUBLIC_CACHE_TTL_MS + 100);
    const corrected = await t.app.inject({ url, headers: { "if-none-match": String(before.headers.etag) } });
    expect(corrected.statusCode).toBe(200);
    expect(netOf(corrected)).toBe(650);

    expect((await other.inject({ method: "DELETE", url, headers: MANAGE })).statusCode).toBe(204);
    expect((await other.inject({ url })).statusCode).toBe(404);
    await sleep(PUBLIC_CACHE_TTL_MS + 100);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });
});

describe("compression of the cached reads (they compress their own bodies, once per cached body)", () => {
  it("sends br or gzip as the client accepts, with Content-Length and Vary, decoding to the identity body", async () => {
    const url = "/api/testimonials?page=1";
    const plain = await t.app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("accept-encoding");
    const cases: Array<[string, string, (bytes: Buffer) => Buffer]> = [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
      ["br;q=0, gzip;q=0.5", "gzip", gunzipSync],
    ];
    for (const [accept, encoding, decode] of cases) {
      const res = await t.app.inject({ url, headers: { "accept-encoding": accept } });
      expect(res.headers["content-encoding"], accept).toBe(encoding);
      expect(res.headers.vary).toBe("accept-encoding");
      expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
    const current = await t.app.inject({
      url,
      headers: { "accept-encoding": "br", "if-none-match": String(plain.headers.etag) },
    });
    expect(current.statusCode).toBe(304);
    expect(current.rawPayload.length).toBe(0);
    // Under 1 KB a body goes as it is.
    const small = await t.app.inject({ url: "/api/settings/public", headers: { "accept-encoding": "br" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});
