import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settings } from "#server/db/schema.ts";
import {
  MSG_BOOKINGS_DISABLED,
  MSG_CONTACT_DISABLED,
  MSG_FORM_RATE_LIMITED,
  MSG_MAIL_FAILED,
} from "#shared/messages.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";
import { readOutbox } from "#tests/support/outbox.ts";
import { startSmtpPeer } from "#tests/support/smtp-peer.ts";

const INBOX = "team@cloudbillcheck.example";
const contact = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Engines Ltd",
  message: "Please review our AWS bill.",
};
const isoDateInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const booking = {
  name: "Alan Turing",
  email: "alan@example.com",
  preferred_date: isoDateInDays(30),
  preferred_slot: "morning",
  monthly_spend: "$20k",
};

async function setSwitch(t: TestApp, key: string, value: string) {
  const db = t.services.database.db;
  await db.delete(settings).where(eq(settings.key, key));
  await db.insert(settings).values({ key, value });
}

describe("with the outbox (no SMTP_URL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CONTACT_INBOX: INBOX, FORM_RATE_LIMIT: "3" });
  });
  afterAll(async () => {
    await t.close();
  });
  const post = (url: string, payload: object, remoteAddress = "192.0.2.1") =>
    t.app.inject({ method: "POST", url, payload, remoteAddress });

  it("POST /api/contact mails the team (reply-to the sender) and a confirmation to the sender", async () => {
    const res = await post("/api/contact", contact);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const mails = readOutbox(t.dataDir);
    const team = mails.find((m) => m.to === INBOX);
    expect(team?.subject).toBe("Contact form: Ada Lovelace (Engines Ltd)");
    expect(team?.replyTo).toBe("ada@example.com");
    expect(team?.text).toContain("Please review our AWS bill.");
    expect(mails.find((m) => m.to === "ada@example.com")?.subject).toMatch(/We received your message/);
  });

  it("POST /api/bookings mails the request with its date and slot", async () => {
    const res = await post("/api/bookings", booking, "192.0.2.2");
    expect(res.statusCode).toBe(201);
    const team = readOutbox(t.dataDir).find((m) => m.to === INBOX && m.subject.startsWith("Discovery call"));
    expect(team?.subject).toBe(`Discovery call request: Alan Turing on ${booking.preferred_date} (morning)`);
    expect(team?.text).toContain("Monthly cloud spend: $20k");
  });

  it("keeps visitor text out of the mail headers", async () => {
    const res = await post(
      "/api/contact",
      { ...contact, name: "Eve\r\nBcc: victim@example.com" },
      "192.0.2.3",
    );
    expect(res.statusCode).toBe(201);
    const last = readOutbox(t.dataDir)
      .filter((m) => m.to === INBOX)
      .at(-1);
    expect(last?.subject).toBe("Contact form: Eve Bcc: victim@example.com (Engines Ltd)");
  });

  it("refuses with 403 and sends nothing while the switches are off", async () => {
    await setSwitch(t, "contact_form_enabled", "false");
    await setSwitch(t, "bookings_enabled", "false");
    const before = readOutbox(t.dataDir).length;
    expectError(await post("/api/contact", contact, "192.0.2.4"), 403, MSG_CONTACT_DISABLED);
    expectError(await post("/api/bookings", booking, "192.0.2.4"), 403, MSG_BOOKINGS_DISABLED);
    expect(readOutbox(t.dataDir)).toHaveLength(before);
    await setSwitch(t, "contact_form_enabled", "true");
    await setSwitch(t, "bookings_enabled", "true");
  });

  it("validates with the shared schemas' messages", async () => {
    expectError(
      await post("/api/contact", { ...contact, email: "nope" }, "192.0.2.5"),
      400,
      "Please enter a valid email address.",
    );
    expectError(
      await post("/api/bookings", { ...booking, preferred_slot: "midnight" }, "192.0.2.5"),
      400,
      "Please choose a time of day.",
    );
    for (const preferred_date of ["2021-03-15", isoDateInDays(-2)]) {
      expectError(
        await post("/api/bookings", { ...booking, preferred_date }, "192.0.2.5"),
        400,
        "Please choose a date in the future.",
      );
    }
  });

  it("limits each address to FORM_RATE_LIMIT submissions a minute (429)", async () => {
    for (let i = 0; i < 3; i++)
      expect((await post("/api/contact", contact, "192.0.2.99")).statusCode).toBe(201);
    expectError(await post("/api/contact", contact, "192.0.2.99"), 429, MSG_FORM_RATE_LIMITED);
    expect((await post("/api/contact", contact, "192.0.2.100")).statusCode).toBe(201);
  });
});

describe("with a real SMTP server (SMTP_URL)", () => {
  let t: TestApp;
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await buildTestApp({
      CONTACT_INBOX: INBOX,
      SMTP_URL: peer.url,
      MAIL_FROM: "Bills <no-reply@bills.example>",
    });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it("delivers both messages over SMTP and writes no outbox files", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/bookings", payload: booking });
    expect(res.statusCode).toBe(201);
    expect(peer.received.map((m) => m.envelopeTo)).toEqual([[INBOX], ["alan@example.com"]]);
    expect(peer.received[0]?.subject).toBe(
      `Discovery call request: Alan Turing on ${booking.preferred_date} (morning)`,
    );
    expect(peer.received[0]?.replyTo).toBe("alan@example.com");
    expect(readOutbox(t.dataDir)).toHaveLength(0);
  });

  it("answers 503 when the SMTP server is gone, so the visitor can retry", async () => {
    await peer.close();
    expectError(
      await t.app.inject({ method: "POST", url: "/api/contact", payload: contact }),
      503,
      MSG_MAIL_FAILED,
    );
  });
});
