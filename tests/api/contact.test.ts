import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, settings } from "#server/db/schema.ts";
import { MSG_CONTACT_DISABLED, MSG_FORM_RATE_LIMITED } from "#shared/messages/contact.ts";
import { MSG_EMAIL_INVALID, MSG_INVALID_ORIGIN } from "#shared/messages/general.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";
import { readOutbox } from "#tests/support/outbox.ts";
import { startSmtpPeer } from "#tests/support/smtp-peer.ts";

const INBOX = "team@cloudbillcheck.example";
const contact = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Engines Ltd",
  message: "Please review our AWS bill. Visit https://spam.example/offer now!",
};

async function setSwitch(t: TestApp, key: string, value: string) {
  const db = t.services.database.db;
  await db.delete(settings).where(eq(settings.key, key));
  await db.insert(settings).values({ key, value });
}

describe("POST /api/contact with the outbox (no SMTP_URL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      CONTACT_INBOX: INBOX,
      FORM_RATE_LIMIT: "3",
      PUBLIC_URL: "https://bills.example",
    });
  });
  afterAll(async () => {
    await t.close();
  });
  const post = (payload: object, remoteAddress = "192.0.2.1", headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: "/api/contact", payload, remoteAddress, headers });
  const rows = () => t.services.database.db.select().from(contactMessages);
  const mailsTo = (to: string) => readOutbox(t.dataDir).filter((m) => m.to === to);

  it("stores the message, mails it to CONTACT_INBOX (reply-to the sender) and a fixed acknowledgement", async () => {
    const res = await post(contact, "192.0.2.1", {
      origin: "https://bills.example",
      "sec-fetch-site": "same-origin",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await rows();
    expect(row).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Engines Ltd",
      message: contact.message,
      handled_at: null,
      keep: false,
    });
    const team = mailsTo(INBOX).at(-1);
    expect(team?.subject).toBe("Contact form: Ada Lovelace (Engines Ltd)");
    expect(team?.replyTo).toBe("ada@example.com");
    expect(team?.text).toContain("https://spam.example/offer");
    expect(team?.text).toContain("https://bills.example/admin/messages");
    const ack = mailsTo("ada@example.com").at(-1);
    expect(ack?.subject).toBe("We received your message - Cloud Bill Check");
    // Never what the visitor typed: no message text, no link of theirs, their first name at most.
    expect(ack?.text).not.toContain("spam.example");
    expect(ack?.text).not.toContain("AWS bill");
    expect(ack?.text).not.toContain("Lovelace");
    expect(ack?.text.split("\n")[0]).toBe("Hello Ada,");
  });

  it("greets with no name when the first word is not a plain name", async () => {
    await post({ ...contact, email: "x1@example.com", name: "www.spam.example Bob" }, "192.0.2.11");
    const ack = mailsTo("x1@example.com").at(-1);
    expect(ack?.text.split("\n")[0]).toBe("Hello,");
    expect(ack?.text).not.toContain("spam");
  });

  it("strips line breaks from single-line fields, in the row and in the mail body", async () => {
    const res = await post(
      {
        ...contact,
        email: "eve@example.com",
        name: "Eve\r\nEmail: boss@example.com",
        company: "A\nB\u2028C",
      },
      "192.0.2.3",
    );
    expect(res.statusCode).toBe(201);
    const stored = (await rows()).find((r) => r.email === "eve@example.com");
    expect(stored?.name).toBe("Eve Email: boss@example.com");
    expect(stored?.company).toBe("A B C");
    const team = mailsTo(INBOX).at(-1);
    expect(team?.subject).toBe("Contact form: Eve Email: boss@example.com (A B C)");
    const emailLines = team?.text.split("\n").filter((line) => line.startsWith("Email:"));
    expect(emailLines).toEqual(["Email: eve@example.com"]);
  });

  it("answers a filled honeypot like a success but stores and sends nothing", async () => {
    const before = { rows: (await rows()).length, mails: readOutbox(t.dataDir).length };
    const res = await post({ ...contact, website: "https://bot.example" }, "192.0.2.4");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    expect(await rows()).toHaveLength(before.rows);
    expect(readOutbox(t.dataDir)).toHaveLength(before.mails);
  });

  it("refuses cross-site requests (Origin or Sec-Fetch-Site) with 403 and stores nothing", async () => {
    const before = (await rows()).length;
    const crossSite: Array<Record<string, string>> = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "https://sub.bills.example" },
    ];
    for (const headers of crossSite)
      expectError(await post(contact, "192.0.2.5", headers), 403, MSG_INVALID_ORIGIN);
    expect(await rows()).toHaveLength(before);
  });

  it("refuses with 403 and sends nothing while the switch is off", async () => {
    await setSwitch(t, "contact_form_enabled", "false");
    const before = readOutbox(t.dataDir).length;
    expectError(await post(contact, "192.0.2.6"), 403, MSG_CONTACT_DISABLED);
    expect(readOutbox(t.dataDir)).toHaveLength(before);
    await setSwitch(t, "contact_form_enabled", "true");
  });

  it("validates with the shared schema's messages", async () => {
    expectError(await post({ ...contact, email: "nope" }, "192.0.2.7"), 400, MSG_EMAIL_INVALID);
    expectError(
      await post({ ...contact, message: "short" }, "192.0.2.7"),
      400,
      "Please write a message of at least 10 characters.",
    );
  });

  it("limits each address to FORM_RATE_LIMIT submissions a minute (429)", async () => {
    for (let i = 0; i < 3; i++) expect((await post(contact, "192.0.2.99")).statusCode).toBe(201);
    expectError(await post(contact, "192.0.2.99"), 429, MSG_FORM_RATE_LIMITED);
    expect((await post(contact, "192.0.2.100")).statusCode).toBe(201);
  });
});

describe("POST /api/contact with a real SMTP server (SMTP_URL)", () => {
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
    const res = await t.app.inject({ method: "POST", url: "/api/contact", payload: contact });
    expect(res.statusCode).toBe(201);
    // The answer waits for both mails' first run; they are two jobs sent together, in either order.
    expect(peer.received.map((m) => m.envelopeTo).sort()).toEqual([["ada@example.com"], [INBOX]]);
    expect(peer.received.find((m) => m.envelopeTo.includes(INBOX))?.replyTo).toBe("ada@example.com");
    expect(readOutbox(t.dataDir)).toHaveLength(0);
  });

  it("keeps the message when the SMTP server is gone: stored, accepted, the failure logged", async () => {
    await peer.close();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...contact, email: "later@example.com" },
    });
    expect(res.statusCode).toBe(201);
    const stored = await t.services.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "later@example.com"));
    expect(stored).toHaveLength(1);
  });
});
