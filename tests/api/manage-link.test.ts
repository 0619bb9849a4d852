import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";
import { INVOICE_FIXTURE_DIR } from "#tests/support/fixtures.ts";
import { multipartBody } from "#tests/support/multipart.ts";
import { readOutbox, waitForMail } from "#tests/support/outbox.ts";

/** A visitor who sent the same bill again from a browser without its token gets a manage link by mail. */
const AWS_PDF = readFileSync(path.join(INVOICE_FIXTURE_DIR, "real-aws_invoice2data_1.pdf"));

let t: TestApp;
let awsId: string;

beforeAll(async () => {
  t = await buildTestApp({
    UPLOAD_RATE_LIMIT: "1000",
    FORM_RATE_LIMIT: "1000",
    DUPLICATE_WINDOW_MINUTES: "10",
    PUBLIC_URL: "https://bills.example",
  });
  const providers = (await t.app.inject({ url: "/api/providers" })).json() as Array<{
    id: string;
    name: string;
  }>;
  awsId = providers.find((p) => p.name === "AWS")?.id ?? "";
});
afterAll(async () => {
  await t.close();
});

function upload(email: string) {
  const body = multipartBody(
    { name: "Ada Lovelace", email, cloudProviderId: awsId },
    { filename: "invoice.pdf", bytes: AWS_PDF },
  );
  return t.app.inject({ method: "POST", url: "/api/analyses", ...body });
}
const askForLink = (id: string, email: string) =>
  t.app.inject({ method: "POST", url: `/api/results/${id}/manage-link`, payload: { email } });
const mailsTo = (address: string) => readOutbox(t.dataDir).filter((mail) => mail.to === address);

describe("the same bill again, from a browser without the token", () => {
  it("mails the analysis's address a link whose token corrects and deletes it, like the first one", async () => {
    const first = await upload("ada@example.com");
    expect(first.statusCode, first.body).toBe(201);
    const { resultId, manageToken } = first.json() as { resultId: string; manageToken: string };
    const again = await upload("Ada@Example.com");
    expect(again.json()).toEqual({ resultId, existing: true });

    const asked = await askForLink(resultId, "Ada@Example.com ");
    expect(asked.statusCode, asked.body).toBe(202);
    const [mail] = await waitForMail(t.dataDir, (m) => m.to === "ada@example.com");
    expect(mail?.subject).toBe("Your Cloud Bill Check analysis: correct or delete it");
    expect(mail?.text).toContain("Hello Ada,");
    const token = /https:\/\/bills\.example\/results\/([0-9a-f-]{36})#manage=([A-Za-z0-9_-]{43})/.exec(
      mail?.text ?? "",
    );
    expect(token?.[1]).toBe(resultId);
    const mailed = token?.[2] ?? "";
    expect(mailed).not.toBe(manageToken);
    // The read-only link is in the mail too, for sharing.
    expect(mail?.text).toContain(`https://bills.example/results/${resultId}\n`);

    // Asked again minutes later: no second mail.
    expect((await askForLink(resultId, "ada@example.com")).statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo("ada@example.com")).toHaveLength(1);

    // The first browser's token still works; the mailed one deletes.
    const wrong = await t.app.inject({
      method: "DELETE",
      url: `/api/results/${resultId}`,
      headers: { "x-manage-token": "x".repeat(43) },
    });
    expect(wrong.statusCode).toBe(403);
    const other = (await upload("other@example.com")).json() as { resultId: string };
    const crossed = await t.app.inject({
      method: "DELETE",
      url: `/api/results/${other.resultId}`,
      headers: { "x-manage-token": mailed },
    });
    expect(crossed.statusCode, "a mailed token opens only its own result").toBe(403);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/results/${resultId}`,
      headers: { "x-manage-token": mailed },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await t.app.inject({ url: `/api/results/${resultId}` })).statusCode).toBe(404);
  });

  it("sends nothing to an address that is not the analysis's, and answers the same", async () => {
    const { resultId } = (await upload("grace@example.com")).json() as { resultId: string };
    const asked = await askForLink(resultId, "mallory@example.com");
    expect(asked.statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo("mallory@example.com")).toHaveLength(0);
    expect(mailsTo("grace@example.com")).toHaveLength(0);
  });

  it("answers 404 for no such result and 400 for an invalid address", async () => {
    expect((await askForLink("00000000-0000-4000-8000-000000000000", "a@example.com")).statusCode).toBe(404);
    const { resultId } = (await upload("bad@example.com")).json() as { resultId: string };
    expect((await askForLink(resultId, "not an address")).statusCode).toBe(400);
  });
});
