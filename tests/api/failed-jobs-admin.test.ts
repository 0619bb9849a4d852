import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FailedJobSchema } from "#shared/schemas/admin-jobs.ts";
import { createAdminAndSignIn, type SignedInAdmin } from "#tests/support/auth-helpers.ts";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";
import { startSmtpPeer } from "#tests/support/smtp-peer.ts";

// A mail whose retries are used up is listed for staff with a Retry that sends it (one-second retries here).
const INBOX = "team@failed.example";
let t: TestApp;
let admin: SignedInAdmin;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await buildTestApp({
    SMTP_URL: smtp.url,
    CONTACT_INBOX: INBOX,
    FORM_RATE_LIMIT: "1000",
    AUTH_RATE_LIMIT: "1000",
    JOBS_POLL_SECONDS: "0.5",
    JOBS_RETRY_DELAY_SECONDS: "1",
    JOBS_RETRY_MAX_DELAY_SECONDS: "1",
  });
  admin = await createAdminAndSignIn(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const failed = async () => {
  const res = await t.app.inject({ url: "/api/admin/jobs/failed", headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return FailedJobSchema.array().parse(res.json());
};

describe("failed background jobs in the admin", () => {
  it("lists a mail that could not be sent, and Retry sends it", async () => {
    await smtp.close();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: "Fay Failed",
        email: "fay@failed.example",
        company: "",
        message: "Please call me back.",
      },
      remoteAddress: "198.51.100.70",
    });
    expect(res.statusCode, res.body).toBe(201);
    const end = Date.now() + 90_000;
    let list = await failed();
    while (list.length < 2 && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 500));
      list = await failed();
    }
    expect(list.map((j) => `${j.kind} ${j.what} ${j.target}`).sort()).toEqual([
      "mail contact acknowledgement fay@failed.example",
      `mail contact inbox ${INBOX}`,
    ]);
    expect(list[0]?.attempts).toBe(13);
    expect(list[0]?.error).toMatch(/ECONNREFUSED|connect/i);

    expect(
      (await t.app.inject({ method: "POST", url: "/api/admin/jobs/mail/nope/retry", headers: admin.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "POST", url: `/api/admin/jobs/mail/${list[0]?.id}/retry` })).statusCode,
    ).toBe(401);

    smtp = await startSmtpPeer(smtp.port);
    const inbox = list.find((j) => j.target === INBOX);
    const retry = await t.app.inject({
      method: "POST",
      url: `/api/admin/jobs/mail/${inbox?.id}/retry`,
      headers: admin.headers,
    });
    expect(retry.statusCode, retry.body).toBe(202);
    const until = Date.now() + 15_000;
    while (smtp.received.length < 1 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(smtp.received.map((m) => m.subject)).toEqual(["Contact form: Fay Failed"]);
    expect((await failed()).map((j) => j.target)).toEqual(["fay@failed.example"]);
  }, 150_000);
});
