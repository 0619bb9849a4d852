// Issue 11 item 6: deleting a provider keeps its past results' figures, provider name and estimate (the delete
// dialog promises it); before, the result read "Average for Unknown customers".
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { cloudProviders } from "#server/db/schema.ts";
import { ResultSchema } from "#shared/schemas/result.ts";
import { createAdminAndSignIn } from "#tests/support/auth-helpers.ts";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";
import { INVOICE_FIXTURE_DIR } from "#tests/support/fixtures.ts";
import { multipartBody } from "#tests/support/multipart.ts";

const AWS_PDF = readFileSync(path.join(INVOICE_FIXTURE_DIR, "real-aws_invoice2data_1.pdf"));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_RATE_LIMIT: "1000" });
});
afterAll(async () => {
  await t.close();
});

async function getResult(id: string) {
  const res = await t.app.inject({ url: `/api/results/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return ResultSchema.parse(res.json());
}

it("a result keeps its provider's name and estimate after the provider is renamed and then deleted", async () => {
  const providers = (await t.app.inject({ url: "/api/providers" })).json() as Array<{
    id: string;
    name: string;
    estimated_esr: number | null;
  }>;
  const aws = providers.find((p) => p.name === "AWS");
  if (!aws) throw new Error("no AWS provider seeded");
  const body = multipartBody(
    { name: "Ada Lovelace", email: "ada@example.com", cloudProviderId: aws.id },
    { filename: "bill.pdf", bytes: AWS_PDF },
  );
  const res = await t.app.inject({ method: "POST", url: "/api/analyses", ...body });
  expect(res.statusCode, res.body).toBe(201);
  const { resultId } = res.json() as { resultId: string };
  const before = await getResult(resultId);
  expect(before.provider_name).toBe("AWS");
  expect(before.extracted_data.provider_estimated_esr).toBe(aws.estimated_esr);

  const db = t.services.database.db;
  await db
    .update(cloudProviders)
    .set({ name: "Amazon", estimated_esr: 0.5 })
    .where(eq(cloudProviders.id, aws.id));
  const renamed = await getResult(resultId);
  expect(renamed.provider_name, "the name it was compared under").toBe("AWS");
  expect(renamed.extracted_data.provider_estimated_esr).toBe(aws.estimated_esr);

  // Deleted through the staff API, as the admin page does.
  const admin = await createAdminAndSignIn(t);
  const deleted = await t.app.inject({
    method: "DELETE",
    url: `/api/admin/providers/${aws.id}`,
    headers: admin.headers,
  });
  expect(deleted.statusCode, deleted.body).toBeLessThan(300);
  const after = await getResult(resultId);
  expect(after.cloud_provider_id).toBeNull();
  expect(after.provider_name).toBe("AWS");
  expect(after.extracted_data).toEqual(before.extracted_data);

  const list = await t.app.inject({ url: "/api/admin/results", headers: admin.headers });
  expect(list.statusCode, list.body).toBe(200);
  expect(list.body).toContain(resultId);
  const rows = (list.json() as { items: Array<{ id: string; provider_name: string | null }> }).items;
  expect(rows.find((row) => row.id === resultId)?.provider_name).toBe("AWS");
});
