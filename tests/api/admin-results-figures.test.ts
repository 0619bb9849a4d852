import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloudProviders, resultsHistory } from "#server/db/schema.ts";
import { newManageToken } from "#server/results/manage-token.ts";
import { analyzeFigures } from "#shared/savings/analyze-figures.ts";
import { AdminResultsPageSchema } from "#shared/schemas/admin-api.ts";
import type { ExtractedData } from "#shared/schemas/extracted-data.ts";
import { createAdminAndSignIn, type SignedInAdmin } from "#tests/support/auth-helpers.ts";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";

let t: TestApp;
let admin: SignedInAdmin;
const tag = randomUUID().slice(0, 8);

const reading = (net: number): ExtractedData =>
  analyzeFigures(
    {
      provider: "GCP",
      provider_estimated_esr: null,
      account_number: null,
      invoice_number: null,
      invoice_date: "2024-03-31",
      invoice_summary: [],
      service_charges: null,
      total_charges: 1000,
      savings_plan: null,
      discount: null,
      credits: null,
      net_charges: net,
      vat: null,
      currency: "EUR",
      current_savings_rate: 0,
      monthly_current_savings: 0,
      yearly_current_savings: 0,
      estimated_monthly_savings: null,
      estimated_yearly_savings: null,
      total_monthly_spend: 0,
      checks: [],
    },
    0.28,
  );

async function insert(name: string, values: Partial<typeof resultsHistory.$inferInsert>) {
  const db = t.services.database.db;
  const [gcp] = await db.select().from(cloudProviders).where(eq(cloudProviders.name, "GCP"));
  const [row] = await db
    .insert(resultsHistory)
    .values({
      name: `${tag} ${name}`,
      email: `${name}@example.com`,
      pdf_url: `bills/${randomUUID()}.pdf`,
      cloud_provider_id: gcp?.id ?? null,
      extracted_data: reading(900),
      ...values,
    })
    .returning({ id: resultsHistory.id });
  return row?.id ?? "";
}

beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: "1000" });
  admin = await createAdminAndSignIn(t);
});
afterAll(async () => {
  await t.close();
});

describe("Results History: savings rate, gap to the estimate, corrected and mismatched marks", () => {
  it("lists the figures in effect and marks corrected and mismatched results", async () => {
    const plain = await insert("plain", {
      provider_match: "same",
      chosen_provider_name: "GCP",
      detected_provider: "GCP",
    });
    const switched = await insert("switched", {
      provider_match: "switched",
      chosen_provider_name: "AWS",
      detected_provider: "GCP",
    });
    const { token, hash } = newManageToken();
    const corrected = await insert("corrected", { provider_match: "same", manage_token_hash: hash });
    const patched = await t.app.inject({
      method: "PATCH",
      url: `/api/results/${corrected}/figures`,
      headers: { "x-manage-token": token },
      payload: { net_charges: 600 },
    });
    expect(patched.statusCode, patched.body).toBe(200);

    const res = await t.app.inject({ url: `/api/admin/results?q=${tag}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const items = AdminResultsPageSchema.parse(res.json()).items;
    const byId = new Map(items.map((item) => [item.id, item]));

    expect(byId.get(plain)).toMatchObject({
      current_savings_rate: 0.1,
      estimated_esr: 0.28,
      gap_to_estimate: 0.18,
      yearly_gap: 2160,
      currency: "EUR",
      corrected: false,
      provider_match: "same",
    });
    expect(byId.get(switched)).toMatchObject({
      provider_match: "switched",
      chosen_provider_name: "AWS",
      detected_provider: "GCP",
      corrected: false,
    });
    // The correction's figures, not the extraction's: 40% saved, above GCP's 28%.
    expect(byId.get(corrected)).toMatchObject({
      current_savings_rate: 0.4,
      gap_to_estimate: -0.12,
      yearly_gap: 0,
      corrected: true,
    });

    const csv = await t.app.inject({ url: `/api/admin/results/export.csv?q=${tag}`, headers: admin.headers });
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    const correctedLine = lines.find((line) => line.includes(corrected));
    expect(correctedLine).toMatch(/,0\.4,1000,EUR,/);
    // ...then monthly_spend_usd, yearly_gap_usd and visitor_review (empty: staff corrected, no review step).
    expect(correctedLine).toMatch(
      /,0\.28,-0\.12,0,yes,same,,,\d+,"[^"]*Corrected figures \(\+3\)[^"]*",1080,0,$/,
    );
    expect(lines.find((line) => line.includes(switched))).toMatch(/,no,switched,AWS,GCP,\d+,/);
  });
});
