import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultsHistory, settings } from "#server/db/schema.ts";
import { MAX_CORRECTIONS_PER_RESULT } from "#shared/limits.ts";
import {
  MSG_CORRECTION_BAD_CURRENCY,
  MSG_CORRECTION_BAD_DATE,
  MSG_CORRECTION_DISABLED,
  MSG_CORRECTION_EMPTY,
  MSG_CORRECTION_LIMIT,
  MSG_CORRECTION_NET_ABOVE_CHARGES,
  MSG_CORRECTION_NOT_AN_OBJECT,
  MSG_RESULT_NOT_FOUND,
} from "#shared/messages/result.ts";
import { analyzeFigures } from "#shared/savings/analyze-figures.ts";
import type { ExtractedData } from "#shared/schemas/extracted-data.ts";
import { type Result, ResultSchema } from "#shared/schemas/result.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";
import { MANAGE, TEST_MANAGE_TOKEN_HASH } from "#tests/support/manage-token.ts";

let t: TestApp;

// An AWS-style reading where the net was misread (900 instead of 700): the checks flag it.
const READ: ExtractedData = analyzeFigures(
  {
    provider: "AWS",
    provider_estimated_esr: 0.32,
    account_number: "123456789012",
    invoice_number: "EUINGB24-1",
    invoice_date: "2024-05-02",
    invoice_summary: [
      { description: "AWS Service Charges", currency: "USD", amount: 1000 },
      { description: "Savings Plans", currency: "USD", amount: 300 },
      { description: "Net Charges", currency: "USD", amount: 700 },
    ],
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
    checks: [
      {
        name: "net_charges",
        ok: false,
        expected: 700,
        actual: 900,
        message:
          "Charges minus credits, discounts and savings plans give 700.00, but the invoice shows 900.00.",
      },
    ],
    provenance: {
      net_charges: { text: "Net Charges USD 900.00", page: 1, box: [300, 500, 520, 512], confidence: "low" },
      total_charges: {
        text: "AWS Service Charges USD 1,000.00",
        page: 1,
        box: [300, 540, 520, 552],
        confidence: "high",
      },
    },
  },
  0.32,
);

async function insertResult(data: ExtractedData = READ): Promise<string> {
  const [row] = await t.services.database.db
    .insert(resultsHistory)
    .values({
      name: "Ada Lovelace",
      email: "ada@example.com",
      pdf_url: `bills/${randomUUID()}.pdf`,
      cloud_provider_id: null,
      extracted_data: data,
      manage_token_hash: TEST_MANAGE_TOKEN_HASH,
    })
    .returning({ id: resultsHistory.id });
  if (!row) throw new Error("insert failed");
  return row.id;
}

const patch = (id: string, payload: unknown) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/results/${id}/figures`,
    headers: MANAGE,
    payload: payload as object,
  });

async function get(id: string): Promise<Result> {
  const res = await t.app.inject({ url: `/api/results/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return ResultSchema.parse(res.json());
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("PATCH /api/results/:id/figures", () => {
  it("recomputes the savings from a corrected net, keeps the extraction, and returns both", async () => {
    const id = await insertResult();
    const before = await get(id);
    expect(before.extracted_data.current_savings_rate).toBe(0.1);
    expect(before.original_extracted_data).toBeUndefined();
    expect(before.corrected_fields).toEqual([]);

    const res = await patch(id, { net_charges: 700 });
    expect(res.statusCode, res.body).toBe(200);
    const answered = ResultSchema.parse(res.json());
    expect(answered.extracted_data).toMatchObject({
      net_charges: 700,
      current_savings_rate: 0.3,
      monthly_current_savings: 300,
      yearly_current_savings: 3600,
      estimated_monthly_savings: 320,
      total_monthly_spend: 1000,
    });
    expect(answered.extracted_data.checks).toEqual([
      expect.objectContaining({ name: "net_charges", ok: true }),
    ]);
    expect(answered.corrected_fields).toEqual(["net_charges"]);
    expect(answered.corrections_left).toBe(MAX_CORRECTIONS_PER_RESULT - 1);
    expect(answered.original_extracted_data).toEqual(before.extracted_data);
    // The provenance stays the extraction's: what was printed, not what the visitor typed.
    expect(answered.extracted_data.provenance).toEqual(READ.provenance);

    expect(await get(id)).toEqual(answered);
    const [row] = await t.services.database.db.select().from(resultsHistory).where(eq(resultsHistory.id, id));
    expect(row?.extracted_data).toEqual(READ);
    expect(row?.corrections).toEqual({ net_charges: 700 });
    expect(row?.correction_count).toBe(1);
    expect(row?.corrected_at).toBeInstanceOf(Date);
  });

  it("lays later corrections over earlier ones; a field set back to its reading is no longer corrected", async () => {
    const id = await insertResult();
    await patch(id, { net_charges: 700, currency: "eur" });
    const res = await patch(id, { invoice_date: "2024-04-30", net_charges: 900 });
    expect(res.statusCode, res.body).toBe(200);
    const result = ResultSchema.parse(res.json());
    expect(result.corrected_fields).toEqual(["currency", "invoice_date"]);
    expect(result.extracted_data).toMatchObject({
      currency: "EUR",
      invoice_date: "2024-04-30",
      net_charges: 900,
      current_savings_rate: 0.1,
    });
    expect(result.original_extracted_data?.currency).toBe("USD");
  });

  it("recomputes from corrected charges, credits, discounts, savings plans and tax", async () => {
    const id = await insertResult();
    const res = await patch(id, {
      total_charges: 2000,
      credits: 100,
      discount: 50,
      savings_plan: 350,
      net_charges: 1500,
      vat: 300,
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = ResultSchema.parse(res.json());
    expect(result.extracted_data).toMatchObject({
      total_charges: 2000,
      current_savings_rate: 0.25,
      monthly_current_savings: 500,
      estimated_monthly_savings: 640,
      vat: 300,
    });
    expect(result.extracted_data.checks[0]).toMatchObject({ name: "net_charges", ok: true, expected: 1500 });
    expect(result.corrected_fields).toHaveLength(6);
  });

  it("corrects the amount due with the net, where net plus tax gave it (legacy AWS: amount due = service charges)", async () => {
    // Both equations hold as read: 1000 - 300 = 700, and 700 + 0 tax = 700 due.
    const id = await insertResult({
      ...READ,
      net_charges: 700,
      service_charges: 700,
      vat: 0,
      checks: [],
    });
    const alone = await patch(id, { total_charges: 1100, net_charges: 800 });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().error).toContain("net charges + tax = amount due");
    const res = await patch(id, { total_charges: 1100, net_charges: 800, service_charges: 800 });
    expect(res.statusCode, res.body).toBe(200);
    const result = ResultSchema.parse(res.json());
    expect(result.extracted_data).toMatchObject({ net_charges: 800, service_charges: 800 });
    expect(result.extracted_data.checks.every((check) => check.ok)).toBe(true);
    expect(result.corrected_fields).toEqual(expect.arrayContaining(["service_charges"]));
    expectError(await patch(id, { service_charges: -5 }), 400, "Amount due cannot be negative.");
  });

  it.each([
    ["a negative amount", { net_charges: -1 }, "Net charges cannot be negative."],
    ["a number as text", { total_charges: "100" }, "Charges must be a number."],
    ["a huge amount", { vat: 1e12 }, "Tax must be below 1,000,000,000."],
    [
      "net above charges in one request",
      { total_charges: 100, net_charges: 150 },
      MSG_CORRECTION_NET_ABOVE_CHARGES,
    ],
    ["net above the charges already read", { net_charges: 1000.5 }, MSG_CORRECTION_NET_ABOVE_CHARGES],
    ["charges below the net already read", { total_charges: 800 }, MSG_CORRECTION_NET_ABOVE_CHARGES],
    ["a date that does not exist", { invoice_date: "2024-02-30" }, MSG_CORRECTION_BAD_DATE],
    ["a date in another format", { invoice_date: "02/05/2024" }, MSG_CORRECTION_BAD_DATE],
    ["a currency that is not a code", { currency: "dollars" }, MSG_CORRECTION_BAD_CURRENCY],
    ["nothing to correct", {}, MSG_CORRECTION_EMPTY],
    [
      "a field that cannot be corrected",
      { current_savings_rate: 0.9 },
      /cannot be corrected: current_savings_rate/,
    ],
    ["a body that is not an object", [1, 2], MSG_CORRECTION_NOT_AN_OBJECT],
  ])("refuses %s with a clear message and changes nothing", async (_label, payload, message) => {
    const id = await insertResult();
    expectError(await patch(id, payload), 400, message);
    const result = await get(id);
    expect(result.corrected_fields).toEqual([]);
    expect(result.corrections_left).toBe(MAX_CORRECTIONS_PER_RESULT);
  });

  it("a correction changes the result's ETag, so a cached copy is never served after it", async () => {
    const id = await insertResult();
    const first = await t.app.inject({ url: `/api/results/${id}` });
    const etag = String(first.headers.etag ?? "");
    expect(etag).not.toBe("");
    const unchanged = await t.app.inject({ url: `/api/results/${id}`, headers: { "if-none-match": etag } });
    expect(unchanged.statusCode).toBe(304);
    expect((await patch(id, { net_charges: 700 })).statusCode).toBe(200);
    const after = await t.app.inject({ url: `/api/results/${id}`, headers: { "if-none-match": etag } });
    expect(after.statusCode).toBe(200);
    expect(ResultSchema.parse(after.json()).extracted_data.net_charges).toBe(700);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expectError(await patch(randomUUID(), { net_charges: 1 }), 404, MSG_RESULT_NOT_FOUND);
    expectError(await patch("not-a-uuid", { net_charges: 1 }), 404, MSG_RESULT_NOT_FOUND);
  });

  it(`accepts at most ${MAX_CORRECTIONS_PER_RESULT} corrections per result`, async () => {
    const id = await insertResult();
    for (let i = 0; i < MAX_CORRECTIONS_PER_RESULT; i++) {
      // The net with the savings plan that explains it, so the equation keeps holding after the first one.
      const res = await patch(id, { net_charges: 700 + i, savings_plan: 300 - i });
      expect(res.statusCode, res.body).toBe(200);
    }
    expectError(await patch(id, { net_charges: 650, savings_plan: 350 }), 409, MSG_CORRECTION_LIMIT);
    const result = await get(id);
    expect(result.corrections_left).toBe(0);
    expect(result.extracted_data.net_charges).toBe(700 + MAX_CORRECTIONS_PER_RESULT - 1);
  });

  it("is refused while bill analysis is switched off", async () => {
    const id = await insertResult();
    const db = t.services.database.db;
    await db
      .insert(settings)
      .values({ key: "analysis_enabled", value: "false" })
      .onConflictDoUpdate({ target: settings.key, set: { value: "false" } });
    try {
      expectError(await patch(id, { net_charges: 700 }), 403, MSG_CORRECTION_DISABLED);
    } finally {
      await db.update(settings).set({ value: "true" }).where(eq(settings.key, "analysis_enabled"));
    }
    expect((await get(id)).corrected_fields).toEqual([]);
  });
});
