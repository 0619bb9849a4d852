import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { resultsHistory } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";
import { INVOICE_FIXTURE_DIR } from "#tests/support/fixtures.ts";
import { multipartBody } from "#tests/support/multipart.ts";
import { readOutbox, waitForMail } from "#tests/support/outbox.ts";

/** One analysis per visitor action: requests of the same file, address and provider racing each other. */
const INBOX = "team@cloudbillcheck.example";
const AWS_PDF = readFileSync(path.join(INVOICE_FIXTURE_DIR, "real-aws_invoice2data_1.pdf"));
const NOT_AN_INVOICE = readFileSync(path.join(INVOICE_FIXTURE_DIR, "refused-not-an-invoice.pdf"));

let t: TestApp;
/** A second instance on the same database and file store, as behind a load balancer. */
let other: FastifyInstance;
let awsId: string;

function upload(app: FastifyInstance, email: string, bytes: Uint8Array = AWS_PDF) {
  const body = multipartBody(
    { name: "Ada Lovelace", email, cloudProviderId: awsId },
    { filename: "invoice.pdf", bytes },
  );
  return app.inject({ method: "POST", url: "/api/analyses", remoteAddress: "10.9.0.1", ...body });
}
const rowCount = async () => (await t.services.database.db.select().from(resultsHistory)).length;

beforeAll(async () => {
  t = await buildTestApp({
    UPLOAD_RATE_LIMIT: "1000",
    UPLOADS_IN_FLIGHT_PER_IP: "10",
    DUPLICATE_WINDOW_MINUTES: "10",
    CONTACT_INBOX: INBOX,
  });
  other = await buildApp(t.config, t.services, { clientDir: null });
  await other.ready();
  const providers = (await t.app.inject({ url: "/api/providers" })).json() as Array<{
    id: string;
    name: string;
  }>;
  awsId = providers.find((p) => p.name === "AWS")?.id ?? "";
});
afterAll(async () => {
  await other.close();
  await t.close();
});

describe("a double click on Analyze My Bill", () => {
  it("makes one analysis, one staff mail: the requests in flight get the first one's result", async () => {
    const before = await rowCount();
    const answers = await Promise.all([
      upload(t.app, "race@example.com"),
      upload(t.app, "race@example.com"),
      upload(other, "RACE@example.com"),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses, answers.map((a) => a.body).join("\n")).toEqual([200, 200, 201]);
    const created = answers.find((answer) => answer.statusCode === 201)?.json() as { resultId: string };
    for (const answer of answers.filter((a) => a.statusCode === 200))
      expect(answer.json()).toEqual({ resultId: created.resultId, existing: true });
    expect(await rowCount()).toBe(before + 1);

    await waitForMail(t.dataDir, (mail) => mail.to === INBOX && mail.text.includes(created.resultId));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(readOutbox(t.dataDir).filter((mail) => mail.to === INBOX)).toHaveLength(1);
  });

  it("gives every racing request the same refusal when the file is not an invoice, and saves nothing", async () => {
    const before = await rowCount();
    const answers = await Promise.all([
      upload(t.app, "refused@example.com", NOT_AN_INVOICE),
      upload(other, "refused@example.com", NOT_AN_INVOICE),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([422, 422]);
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
    expect(await rowCount()).toBe(before);
    // The refusal is not kept for later: sent again, the file is read again.
    expect((await upload(t.app, "refused@example.com", NOT_AN_INVOICE)).statusCode).toBe(422);
  });

  it("still analyses the same file for another address at the same time", async () => {
    const answers = await Promise.all([upload(t.app, "one@example.com"), upload(other, "two@example.com")]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
  });
});
