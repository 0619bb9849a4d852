import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";
import { startSmtpPeer } from "#tests/support/smtp-peer.ts";

// The SMTP server stops for a minute while visitors write in: every mail is sent once it is back (short retry
// delays here; the defaults retry for hours).
const OUTAGE_MS = 60_000;
const INBOX = "team@outage.example";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await buildTestApp({
    SMTP_URL: smtp.url,
    CONTACT_INBOX: INBOX,
    FORM_RATE_LIMIT: "1000",
    JOBS_POLL_SECONDS: "0.5",
    JOBS_RETRY_DELAY_SECONDS: "1",
    JOBS_RETRY_MAX_DELAY_SECONDS: "8",
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("an SMTP outage loses no mail", () => {
  it("sends every mail queued while SMTP was down once it is back", async () => {
    await smtp.close();
    const stoppedAt = Date.now();
    const names = ["Olga Outage", "Otto Outage"];
    for (const [i, name] of names.entries()) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: {
          name,
          email: `${name.split(" ")[0]?.toLowerCase()}@outage.example`,
          company: "",
          message: "Please call me back soon.",
        },
        remoteAddress: `198.51.100.${60 + i}`,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await new Promise((r) => setTimeout(r, OUTAGE_MS - (Date.now() - stoppedAt)));
    expect(smtp.received).toHaveLength(0);
    smtp = await startSmtpPeer(smtp.port);
    const end = Date.now() + 30_000;
    while (smtp.received.length < 4 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    const toTeam = smtp.received.filter((m) => m.envelopeTo.includes(INBOX)).map((m) => m.subject);
    expect(toTeam.sort()).toEqual(names.map((n) => `Contact form: ${n}`).sort());
    expect(smtp.received).toHaveLength(4);
    expect(await t.services.jobs.listFailed()).toEqual([]);
  }, 150_000);
});
