import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { resultsHistory } from "#server/db/schema.ts";
import { createStorage } from "#server/storage/create-storage.ts";
import { parseObjectPath } from "#server/storage/storage.ts";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";
import { INVOICE_FIXTURE_DIR } from "#tests/support/fixtures.ts";
import { multipartBody } from "#tests/support/multipart.ts";
import { type LocalS3, startLocalS3 } from "#tests/support/s3-server.ts";

const AWS_PDF = readFileSync(path.join(INVOICE_FIXTURE_DIR, "real-aws_invoice2data_1.pdf"));
let s3: LocalS3;
let t: TestApp;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await buildTestApp(s3.env);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe("uploads with S3-compatible storage (S3_* set)", () => {
  it("stores the PDF in the S3 bucket under bills/ and saves its object path", async () => {
    expect(t.services.storage.kind).toBe("s3");
    const providers = (await t.app.inject({ url: "/api/providers" })).json() as Array<{
      id: string;
      name: string;
    }>;
    const aws = providers.find((p) => p.name === "AWS");
    const body = multipartBody(
      { name: "Ada", email: "ada@example.com", cloudProviderId: aws?.id ?? "" },
      { filename: "bill.pdf", bytes: AWS_PDF },
    );
    const res = await t.app.inject({ method: "POST", url: "/api/analyses", ...body });
    expect(res.statusCode, res.body).toBe(201);
    const { resultId } = res.json() as { resultId: string };
    const [row] = await t.services.database.db
      .select()
      .from(resultsHistory)
      .where(eq(resultsHistory.id, resultId));
    const objectPath = parseObjectPath(row?.pdf_url ?? "");
    expect(objectPath?.bucket).toBe("bills");

    // Read it back through a separate client, as another app instance would.
    const other = createStorage(loadConfig({ DATA_DIR: t.dataDir, ...s3.env }));
    const stored = await other.get("bills", objectPath?.name ?? "");
    expect(stored?.contentType).toBe("application/pdf");
    expect(Buffer.from(stored?.body ?? []).equals(AWS_PDF)).toBe(true);
  });
});
