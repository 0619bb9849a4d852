import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAndSignIn } from "#tests/support/auth-helpers.ts";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";
import { INVOICE_FIXTURE_DIR } from "#tests/support/fixtures.ts";
import { multipartBody } from "#tests/support/multipart.ts";

// Issue 22 item 5: no log line carries a full result id (the key to a visitor's name, email and bill).
const AWS_PDF = readFileSync(path.join(INVOICE_FIXTURE_DIR, "real-aws_invoice2data_1.pdf"));

describe("result ids in the logs", () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: "info", UPLOAD_RATE_LIMIT: "100" }, { logLines: lines });
  });
  afterAll(async () => {
    await t.close();
  });

  it("are cut to 8 characters in every line: uploads, corrections, deletions, staff marks", async () => {
    const providers = (await t.app.inject({ url: "/api/providers" })).json() as Array<{
      id: string;
      name: string;
    }>;
    const body = multipartBody(
      { name: "Ada", email: "ada@example.com", cloudProviderId: providers[0]?.id ?? "" },
      { filename: "invoice.pdf", bytes: AWS_PDF },
    );
    const created = await t.app.inject({ method: "POST", url: "/api/analyses", ...body });
    expect(created.statusCode, created.body).toBe(201);
    const { resultId, manageToken } = created.json() as { resultId: string; manageToken: string };
    const admin = await createAdminAndSignIn(t);
    const kept = await t.app.inject({
      method: "PUT",
      url: `/api/admin/results/${resultId}/keep`,
      headers: admin.headers,
      payload: { value: true },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    await t.app.inject({ url: `/api/results/${resultId}` });
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/results/${resultId}`,
      headers: { "x-manage-token": manageToken },
    });
    expect(deleted.statusCode).toBe(204);
    // A refused request logs its message too.
    await t.app.inject({ method: "DELETE", url: `/api/results/${resultId}` });

    const log = lines.join("");
    expect(log).toContain(resultId.slice(0, 8));
    expect(log).toContain("analysis deleted by its visitor");
    expect(log).toContain("retention mark changed");
    expect(log).not.toContain(resultId);
    expect(log).not.toContain(manageToken);
  });
});
