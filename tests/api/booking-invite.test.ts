import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "#server/db/schema.ts";
import { MSG_BOOKING_TOO_MANY, MSG_BOOKING_TOO_MANY_FROM_NETWORK } from "#shared/messages/booking.ts";
import { createAdminAndSignIn, type SignedInAdmin } from "#tests/support/auth-helpers.ts";
import { manageTokenIn } from "#tests/support/booking-helpers.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";
import { parseInvite } from "#tests/support/ics.ts";
import { type OutboxMail, readOutbox } from "#tests/support/outbox.ts";

// Issue 22 item 4 (the invite carries no visitor text; 2 upcoming calls per address) and issue 24 items 12, 15
// and 16 (BOOKING_LOCATION, staff reschedule and cancel with a reason, the team as organiser, mail copy).
const INBOX = "team@bills.example";
const LOCATION = "https://meet.example.com/cbc-discovery";
const NOW = new Date("2027-03-20T10:00:00Z"); // a Saturday
const slot = (day: number, hourUtc: number, minute = 0) =>
  new Date(Date.UTC(2027, 2, day, hourUtc, minute)).toISOString();

let t: TestApp;
let admin: SignedInAdmin;
let ip = 0;
beforeAll(async () => {
  t = await buildTestApp(
    {
      CONTACT_INBOX: `Cloud Bill Check team <${INBOX}>`,
      PUBLIC_URL: "https://bills.example",
      MAIL_FROM: "Cloud Bill Check <no-reply@bills.example>",
      BOOKING_TIMEZONE: "Europe/Berlin",
      BOOKING_HOURS: "09:00-17:00",
      BOOKING_LOCATION: LOCATION,
      FORM_RATE_LIMIT: "1000",
      AUTH_RATE_LIMIT: "1000",
    },
    { now: () => NOW },
  );
  admin = await createAdminAndSignIn(t);
});
afterAll(async () => {
  await t.close();
});

const book = (payload: object, remoteAddress = `198.51.100.${++ip % 250}`) =>
  t.app.inject({ method: "POST", url: "/api/bookings", payload, remoteAddress });
const staff = (url: string, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: admin.headers, ...(payload ? { payload } : {}) });
const mailsTo = (to: string) => readOutbox(t.dataDir).filter((m) => m.to.includes(to));
const lastMailTo = (to: string): OutboxMail => {
  const mail = mailsTo(to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
};

function veventOf(content: string) {
  const vevent = new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return vevent;
}

describe("the invite mailed to the address typed carries none of the visitor's text (issue 22 item 4)", () => {
  it("fixed DESCRIPTION, the CN a name at most; a name with a link greets plainly; note and company stay with staff", async () => {
    const email = "victim@example.com";
    const res = await book({
      name: "WIN A FREE iPhone at https://spam.example/win",
      email,
      company: "Visit spam.example now",
      note: "Claim at https://spam.example/claim",
      slot_start: slot(22, 8),
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = lastMailTo(email);
    const everything = `${mail.subject}\n${mail.text}\n${mail.calendar?.content ?? ""}`;
    for (const typed of ["spam.example", "iPhone", "FREE", "Claim", "Visit"])
      expect(everything).not.toContain(typed);
    const vevent = veventOf(mail.calendar?.content ?? "");
    expect(vevent.getFirstPropertyValue("description")).toBe(
      "A free discovery call with a FinOps engineer of Cloud Bill Check.\n" +
        `Where: ${LOCATION}\n` +
        "To move or cancel it, use the links in the confirmation email.",
    );
    // The attendee's name only as far as it reads as a name: here the first word, as the greeting takes it.
    expect(vevent.getFirstProperty("attendee")?.getParameter("cn")).toBe("WIN");
    expect(mail.text.split("\n")[0]).toBe("Hello WIN,");
    // Staff still see what was typed, in their own inbox.
    expect(lastMailTo(INBOX).text).toContain("Claim at https://spam.example/claim");
    // A name that is only a link gives the plain greeting.
    await book({ name: "https://spam.example", email: "victim2@example.com", slot_start: slot(22, 8, 30) });
    expect(lastMailTo("victim2@example.com").text.split("\n")[0]).toBe("Hello,");
  });

  it("allows at most 2 upcoming calls per e-mail address (any case) and per client address", async () => {
    const email = "twice@example.com";
    expect((await book({ name: "Ann", email, slot_start: slot(23, 8) })).statusCode).toBe(201);
    expect((await book({ name: "Ann", email, slot_start: slot(23, 9) })).statusCode).toBe(201);
    expectError(
      await book({ name: "Ann", email: "TWICE@example.com", slot_start: slot(23, 10) }),
      429,
      MSG_BOOKING_TOO_MANY,
    );
    const from = "203.0.113.99";
    expect(
      (await book({ name: "Bo", email: "bo1@example.com", slot_start: slot(24, 8) }, from)).statusCode,
    ).toBe(201);
    expect(
      (await book({ name: "Bo", email: "bo2@example.com", slot_start: slot(24, 9) }, from)).statusCode,
    ).toBe(201);
    expectError(
      await book({ name: "Bo", email: "bo3@example.com", slot_start: slot(24, 10) }, from),
      429,
      MSG_BOOKING_TOO_MANY_FROM_NETWORK,
    );
    // A cancelled call no longer counts.
    const token = manageTokenIn(lastMailTo("bo2@example.com"));
    const cancel = await t.app.inject({
      method: "POST",
      url: "/api/bookings/cancel",
      payload: { token },
      remoteAddress: "192.0.2.1",
    });
    expect(cancel.statusCode).toBe(200);
    expect(
      (await book({ name: "Bo", email: "bo3@example.com", slot_start: slot(24, 10) }, from)).statusCode,
    ).toBe(201);
  });

  it("keeps the cap when one address books many slots at the same moment", async () => {
    const from = "203.0.113.77";
    const answers = await Promise.all(
      [8, 9, 10, 11, 12, 13].map((hour, n) =>
        book({ name: "Cy", email: `cy${n}@example.com`, slot_start: slot(30, hour) }, from),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 429, 429, 429, 429]);
    const rows = await t.services.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.name, "Cy"));
    expect(rows).toHaveLength(2);
  });
});

describe("BOOKING_LOCATION and the organiser (issue 24 items 12, 15)", () => {
  it("is in the invite (LOCATION and URL), the mails, the slot list and the manage page; the organiser is CONTACT_INBOX", async () => {
    const email = "where@example.com";
    expect((await book({ name: "Cy", email, slot_start: slot(25, 8) })).statusCode).toBe(201);
    const mail = lastMailTo(email);
    expect(mail.text).toContain(`Where: ${LOCATION}`);
    const vevent = veventOf(mail.calendar?.content ?? "");
    expect(vevent.getFirstPropertyValue("location")).toBe(LOCATION);
    expect(vevent.getFirstPropertyValue("url")).toBe(LOCATION);
    expect(vevent.getFirstPropertyValue("organizer")).toBe(`mailto:${INBOX}`);
    const token = manageTokenIn(mail);
    const manage = await t.app.inject({ url: `/api/bookings/manage?token=${token}` });
    expect(manage.json()).toMatchObject({ location: LOCATION });
    const slots = await t.app.inject({ url: "/api/bookings/slots?from=2027-03-22&days=1" });
    expect(slots.json()).toMatchObject({ location: LOCATION });
  });
});

describe("staff reschedule and cancel with a reason (issue 24 item 15)", () => {
  it("moves a booking: the visitor gets the new time, SEQUENCE goes up, a new link replaces the old", async () => {
    const email = "moved-by-staff@example.com";
    const res = await book({ name: "Dee", email, slot_start: slot(26, 8) });
    const { id } = res.json() as { id: string };
    const oldToken = manageTokenIn(lastMailTo(email));
    const moved = await staff(`/api/admin/bookings/${id}/move`, { slot_start: slot(26, 13) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id, slot_start: slot(26, 13), status: "confirmed" });
    const mail = lastMailTo(email);
    expect(mail.subject).toBe("Moved: your discovery call with Cloud Bill Check");
    expect(mail.text).toContain("We had to move your free discovery call with Cloud Bill Check.");
    expect(mail.text).toContain("Friday, 26 March 2027 at 14:00 CET (Europe/Berlin)");
    const invite = parseInvite(mail.calendar?.content ?? "");
    expect(invite).toMatchObject({ method: "REQUEST", uid: `booking-${id}@bills.example`, sequence: 1 });
    expect(invite.start.toISOString()).toBe(slot(26, 13));
    const newToken = manageTokenIn(mail);
    expect(newToken).not.toBe(oldToken);
    expect((await t.app.inject({ url: `/api/bookings/manage?token=${oldToken}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/bookings/manage?token=${newToken}` })).statusCode).toBe(200);
    expect(lastMailTo(INBOX).subject).toMatch(/^Discovery call moved by staff: Dee/);
    // Not a time that is offered: refused like a visitor's move.
    expect((await staff(`/api/admin/bookings/${id}/move`, { slot_start: slot(27, 8) })).statusCode).toBe(400);
  });

  it("cancels with a reason that the visitor's mail carries", async () => {
    const email = "cancelled-by-staff@example.com";
    const { id } = (await book({ name: "Eve", email, slot_start: slot(29, 8) })).json() as { id: string };
    const res = await staff(`/api/admin/bookings/${id}/cancel`, { reason: "Our engineer is ill that day." });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "cancelled", cancel_reason: "Our engineer is ill that day." });
    const mail = lastMailTo(email);
    expect(mail.text).toContain("The reason: Our engineer is ill that day.");
    expect(parseInvite(mail.calendar?.content ?? "")).toMatchObject({ method: "CANCEL", sequence: 1 });
    const [row] = await t.services.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.cancel_reason).toBe("Our engineer is ill that day.");
    // Moving a cancelled booking is refused.
    expect((await staff(`/api/admin/bookings/${id}/move`, { slot_start: slot(29, 9) })).statusCode).toBe(409);
  });
});

describe("mail copy (issue 24 item 16)", () => {
  it("every mail has a plain-text part, and the sentence after the greeting starts with a capital", async () => {
    const mails = readOutbox(t.dataDir);
    expect(mails.length).toBeGreaterThan(10);
    for (const mail of mails) {
      expect(readFileSync(mail.file, "utf8"), mail.subject).toMatch(/^Content-Type: text\/plain/im);
      expect(mail.text.trim().length, mail.subject).toBeGreaterThan(20);
      const lines = mail.text.split("\n");
      if (/^Hello\b/.test(lines[0] ?? "")) expect(lines[2], mail.subject).toMatch(/^[A-Z]/);
    }
  });
});
