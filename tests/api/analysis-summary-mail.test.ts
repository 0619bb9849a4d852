import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAndSignIn, type SignedInAdmin } from "#tests/support/auth-helpers.ts";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";
import { INVOICE_FIXTURE_DIR } from "#tests/support/fixtures.ts";
import { multipartBody } from "#tests/support/multipart.ts";
import { readOutbox, waitForMail } from "#tests/support/outbox.ts";

const INBOX = "team@cloudbillcheck.example";
const AWS_PDF = readFileSync(path.join(INVOICE_FIXTURE_DIR, "real-aws_invoice2data_1.pdf"));

let t: TestApp;
let admin: SignedInAdmin;
beforeAll(async () => {
  t = await buildTestApp({
    CONTACT_INBOX: INBOX,
    PUBLIC_URL: "https://bills.example",
    AUTH_RATE_LIMIT: "1000",
  });
  admin = await createAdminAndSignIn(t);
});
afterAll(async () => {
  await t.close();
});

async function analyse(email: string): Promise<string> {
  const providers = (await t.app.inject({ url: "/api/providers" })).json() as Array<{
    id: string;
    name: string;
  }>;
  const aws = providers.find((p) => p.name === "AWS")?.id ?? "";
  const body = multipartBody(
    { name: "Ada Lovelace", email, cloudProviderId: aws },
    { filename: "invoice.pdf", bytes: AWS_PDF },
  );
  const res = await t.app.inject({ method: "POST", url: "/api/analyses", ...body });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { resultId: string }).resultId;
}

describe("the staff summary of a new analysis (setting analysis_summary_mail_enabled)", () => {
  it("mails CONTACT_INBOX the link and the figures by default", async () => {
    const id = await analyse("ada@example.com");
    const [mail] = await waitForMail(t.dataDir, (m) => m.to === INBOX && m.text.includes(id));
    expect(mail?.subject).toMatch(/^New analysis: Ada Lovelace \(AWS\)$/);
    expect(mail?.replyTo).toBe("ada@example.com");
    expect(mail?.text).toContain(`https://bills.example/results/${id}`);
    expect(mail?.text).toMatch(/Current savings rate: \d+\.\d%/);
  });

  it("sends nothing once staff switch it off", async () => {
    const off = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings/analysis_summary_mail_enabled",
      headers: admin.headers,
      payload: { value: false },
    });
    expect(off.statusCode).toBe(200);
    const id = await analyse("quiet@example.com");
    // The mail would go out right after the answer: give it that time, then look.
    await waitForMail(t.dataDir, (m) => m.text.includes(id), 1_500);
    expect(readOutbox(t.dataDir).filter((m) => m.text.includes(id))).toHaveLength(0);
    // The public switches are still the spec's four.
    const publicSettings = (await t.app.inject({ url: "/api/settings/public" })).json();
    expect(Object.keys(publicSettings)).toEqual([
      "admin_signups_enabled",
      "analysis_enabled",
      "contact_form_enabled",
      "bookings_enabled",
    ]);
  });
});
