import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloudProviders, resultsHistory } from "#server/db/schema.ts";
import { computeSavings } from "#shared/savings/compute-savings.ts";
import { type Result, ResultSchema } from "#shared/schemas/result.ts";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";
import { INVOICE_FIXTURE_DIR } from "#tests/support/fixtures.ts";
import { multipartBody } from "#tests/support/multipart.ts";

// Invoices whose seller the engine names: Google Cloud (enabled), Oracle (disabled as 'Coming Soon') and
// Hetzner (a provider we do not list), each uploaded with the preselected "AWS" still chosen.
const pdf = (name: string) => readFileSync(path.join(INVOICE_FIXTURE_DIR, `${name}.pdf`));
const GCP_PDF = pdf("synthetic-gcp-eur-vat-credits");
const ORACLE_PDF = pdf("synthetic-oracle-usd-credits");
const HETZNER_PDF = pdf("synthetic-hetzner-eur-day-first");
const AWS_PDF = pdf("real-aws_invoice2data_1");

let t: TestApp;
let providers: Array<{ id: string; name: string; enabled: boolean; estimated_esr: number | null }>;
const provider = (name: string) => {
  const found = providers.find((p) => p.name === name);
  if (!found) throw new Error(`no provider ${name}`);
  return found;
};

async function analyse(bytes: Uint8Array, chosen = "AWS"): Promise<Result> {
  const body = multipartBody(
    { name: "Ada Lovelace", email: "ada@example.com", cloudProviderId: provider(chosen).id },
    { filename: "bill.pdf", bytes },
  );
  const res = await t.app.inject({ method: "POST", url: "/api/analyses", ...body });
  expect(res.statusCode, res.body).toBe(201);
  const { resultId } = res.json() as { resultId: string };
  const got = await t.app.inject({ url: `/api/results/${resultId}` });
  expect(got.statusCode, got.body).toBe(200);
  return ResultSchema.parse(got.json());
}

async function storedRow(id: string) {
  const [row] = await t.services.database.db.select().from(resultsHistory).where(eq(resultsHistory.id, id));
  if (!row) throw new Error("row missing");
  return row;
}

function expectedSavings(result: Result, esr: number | null) {
  const d = result.extracted_data;
  return computeSavings({
    total_charges: d.total_charges,
    net_charges: d.net_charges,
    service_charges: d.service_charges,
    savings_plan: d.savings_plan,
    discount: d.discount,
    invoice_summary: d.invoice_summary,
    estimated_esr: esr,
  });
}

beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_RATE_LIMIT: "1000" });
  providers = (await t.app.inject({ url: "/api/providers" })).json();
});
afterAll(async () => {
  await t.close();
});

describe("the invoice's issuer decides whose average it is compared with", () => {
  it("compares a Google Cloud invoice with GCP's average although AWS was chosen, and says so", async () => {
    const gcp = provider("GCP");
    const aws = provider("AWS");
    expect(gcp.estimated_esr).not.toBe(aws.estimated_esr);
    const result = await analyse(GCP_PDF, "AWS");
    expect(result.provider_check).toEqual({
      match: "switched",
      chosen_provider_name: "AWS",
      detected_provider: "GCP",
    });
    expect(result.cloud_provider_id).toBe(gcp.id);
    expect(result.provider_name).toBe("GCP");
    expect(result.extracted_data.provider_estimated_esr).toBe(gcp.estimated_esr);
    const savings = expectedSavings(result, gcp.estimated_esr);
    expect(result.extracted_data.estimated_monthly_savings).toBe(savings.estimated_monthly_savings);
    expect(result.extracted_data.estimated_yearly_savings).toBe(savings.estimated_yearly_savings);

    const row = await storedRow(result.id);
    expect(row).toMatchObject({
      cloud_provider_id: gcp.id,
      chosen_provider_id: aws.id,
      chosen_provider_name: "AWS",
      detected_provider: "GCP",
      provider_match: "switched",
    });
  });

  it("hides the estimate for an invoice from a disabled provider (Oracle) and keeps the current rate", async () => {
    const result = await analyse(ORACLE_PDF, "AWS");
    expect(result.provider_check).toEqual({
      match: "issuer_disabled",
      chosen_provider_name: "AWS",
      detected_provider: "Oracle",
    });
    expect(result.cloud_provider_id).toBeNull();
    expect(result.extracted_data.provider_estimated_esr).toBeNull();
    expect(result.extracted_data.estimated_monthly_savings).toBeNull();
    expect(result.extracted_data.estimated_yearly_savings).toBeNull();
    const savings = expectedSavings(result, null);
    expect(result.extracted_data.current_savings_rate).toBe(savings.current_savings_rate);
    expect(result.extracted_data.current_savings_rate).toBeGreaterThan(0);
    const row = await storedRow(result.id);
    expect(row).toMatchObject({ chosen_provider_id: provider("AWS").id, detected_provider: "Oracle" });
  });

  it("hides the estimate for an invoice from a provider we do not list (Hetzner)", async () => {
    const result = await analyse(HETZNER_PDF, "Azure");
    expect(result.provider_check).toEqual({
      match: "issuer_unknown",
      chosen_provider_name: "Azure",
      detected_provider: "Hetzner",
    });
    expect(result.cloud_provider_id).toBeNull();
    expect(result.extracted_data.provider_estimated_esr).toBeNull();
    expect(result.extracted_data.estimated_yearly_savings).toBeNull();
    expect(result.extracted_data.monthly_current_savings).toBe(
      expectedSavings(result, null).monthly_current_savings,
    );
  });

  it("keeps the chosen provider when the invoice is from it", async () => {
    const aws = provider("AWS");
    const result = await analyse(AWS_PDF, "AWS");
    expect(result.provider_check).toMatchObject({ match: "same", detected_provider: "AWS" });
    expect(result.cloud_provider_id).toBe(aws.id);
    expect(result.extracted_data.provider_estimated_esr).toBe(aws.estimated_esr);
  });

  it("compares with a provider that staff named by an alias ('Google Cloud' for GCP)", async () => {
    const db = t.services.database.db;
    await db.update(cloudProviders).set({ name: "Google Cloud" }).where(eq(cloudProviders.name, "GCP"));
    try {
      const result = await analyse(GCP_PDF, "AWS");
      expect(result.provider_check?.match).toBe("switched");
      expect(result.provider_name).toBe("Google Cloud");
      expect(result.cloud_provider_id).toBe(provider("GCP").id);
    } finally {
      await db.update(cloudProviders).set({ name: "GCP" }).where(eq(cloudProviders.name, "Google Cloud"));
    }
  });
});
