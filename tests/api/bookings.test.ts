import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashManageToken } from "#server/booking/manage-token.ts";
import { bookings, settings } from "#server/db/schema.ts";
import {
  MSG_BOOKING_LINK_EXPIRED,
  MSG_BOOKING_LINK_INVALID,
  MSG_BOOKING_SLOT_TAKEN,
  MSG_BOOKING_SLOT_UNAVAILABLE,
  MSG_BOOKINGS_DISABLED,
  MSG_RESULT_ID_INVALID,
} from "#shared/messages/booking.ts";
import { MSG_FORM_RATE_LIMITED } from "#shared/messages/contact.ts";
import { MSG_EMAIL_INVALID, MSG_INVALID_ORIGIN } from "#shared/messages/general.ts";
import { insertResult, manageTokenIn } from "#tests/support/booking-helpers.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";
import { parseInvite } from "#tests/support/ics.ts";
import { readOutbox } from "#tests/support/outbox.ts";

const INBOX = "team@cloudbillcheck.example";
const NOW = new Date("2027-03-20T10:00:00Z"); // a Saturday; Berlin is on CET until 28 March
const visitor = { name: "Alan Turing", email: "alan@example.com", company: "Bletchley Ltd" };
// Monday 22 March 2027, 09:00 in Berlin (CET).
const MONDAY_9 = "2027-03-22T08:00:00.000Z";

let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await buildTestApp(
    {
      CONTACT_INBOX: INBOX,
      PUBLIC_URL: "https://bills.example",
      MAIL_FROM: "Cloud Bill Check <calls@bills.example>",
      BOOKING_TIMEZONE: "Europe/Berlin",
      BOOKING_HOURS: "09:00-12:00",
      FORM_RATE_LIMIT: "3",
    },
    { now: () => NOW },
  );
});
afterAll(async () => {
  await t.close();
});

/** Every call from a new address unless one is given, so only the rate-limit test meets the limit. */
const book = (payload: object, remoteAddress = `198.51.100.${++ip % 250}`, headers = {}) =>
  t.app.inject({ method: "POST", url: "/api/bookings", payload, remoteAddress, headers });
const post = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress: `203.0.113.${++ip % 250}` });
const db = () => t.services.database.db;
const mailsTo = (to: string) => readOutbox(t.dataDir).filter((m) => m.to === to);
const confirmedAt = (slot: string) =>
  db()
    .select()
    .from(bookings)
    .where(and(eq(bookings.slot_start, new Date(slot)), eq(bookings.status, "confirmed")));

/** An invitation's lines (the outbox keeps a mail's attachment with its line ends as sent). */
const lines = (ics: string | undefined) => (ics ?? "").split(/\r?\n/);

describe("POST /api/bookings", () => {
  it("books an offered slot: 201 {id, invite}, the stored row, and both mails with the same REQUEST invite", async () => {
    const result = await insertResult(t);
    const res = await book(
      {
        ...visitor,
        slot_start: MONDAY_9,
        note: "Our EC2 bill doubled.",
        result_id: result.id,
        time_zone: "America/Chicago",
      },
      "198.51.100.1",
      {
        origin: "https://bills.example",
        "sec-fetch-site": "same-origin",
        "x-manage-token": result.manageToken,
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: string };
    const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({
      ...visitor,
      note: "Our EC2 bill doubled.",
      status: "confirmed",
      sequence: 0,
      result_id: result.id,
      visitor_time_zone: "America/Chicago",
      keep: false,
      handled_at: null,
    });
    expect(row?.slot_start.toISOString()).toBe(MONDAY_9);
    expect(row?.slot_end.toISOString()).toBe("2027-03-22T08:30:00.000Z");
    expect(row?.manage_token_expires_at?.toISOString()).toBe(MONDAY_9);

    const mail = mailsTo(visitor.email).at(-1);
    const token = manageTokenIn(mail);
    // Stored only as its hash.
    expect(row?.manage_token_hash).toBe(hashManageToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    // The zone named as the booking page names it (CDT, not the en-GB "GMT-5").
    expect(mail?.text).toContain("Monday, 22 March 2027 at 03:00 CDT (America/Chicago)");
    expect(mail?.text).toContain("Monday, 22 March 2027 at 09:00 CET (Europe/Berlin)");
    expect(mail?.text).not.toContain("EC2"); // the note is for staff, never echoed to the typed address
    expect(mail?.calendar?.method).toBe("REQUEST");
    const invite = parseInvite(mail?.calendar?.content ?? "");
    expect(invite).toMatchObject({
      method: "REQUEST",
      uid: `booking-${id}@bills.example`,
      sequence: 0,
      status: "CONFIRMED",
    });
    expect(invite.start.toISOString()).toBe(MONDAY_9);
    expect(invite.end.toISOString()).toBe("2027-03-22T08:30:00.000Z");
    expect(invite.attendee).toBe("mailto:alan@example.com");
    expect(invite.attendeeName).toBe("Alan Turing");
    // The page's "Download .ics" is this very invitation: one UID, METHOD and SEQUENCE, so adding both keeps one event.
    expect(lines((res.json() as { invite: string }).invite)).toEqual(lines(mail?.calendar?.content));

    const staff = mailsTo(INBOX).at(-1);
    expect(staff?.subject).toBe(
      "Discovery call booked: Alan Turing on Monday, 22 March 2027 at 09:00 CET (Europe/Berlin)",
    );
    expect(staff?.replyTo).toBe(visitor.email);
    expect(staff?.text).toContain(`Attached analysis: https://bills.example/results/${result.id}`);
    expect(staff?.text).toContain("Monthly spend: $12,000.00");
    expect(staff?.text).toContain("Current savings rate: 12.5% ($1,500.00 a month)");
    expect(staff?.text).toContain("Our EC2 bill doubled.");
    expect(parseInvite(staff?.calendar?.content ?? "").uid).toBe(`booking-${id}@bills.example`);
  });

  it("answers 409 with the catalogue text for a slot already booked, and the slot leaves the list", async () => {
    expectError(await book({ ...visitor, slot_start: MONDAY_9 }), 409, MSG_BOOKING_SLOT_TAKEN);
    const list = await t.app.inject({ url: "/api/bookings/slots?from=2027-03-22&days=1" });
    expect((list.json() as { slots: string[] }).slots).not.toContain(MONDAY_9);
    expect((list.json() as { slots: string[] }).slots).toContain("2027-03-22T08:30:00.000Z");
  });

  it("gives exactly one booking when 30 visitors race for one slot", async () => {
    const slot = "2027-03-23T08:00:00.000Z";
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        book({ ...visitor, email: `racer${i}@example.com`, slot_start: slot }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(29);
    expect(await confirmedAt(slot)).toHaveLength(1);
  });

  it("refuses times that are not offered", async () => {
    for (const slot_start of [
      "2027-03-22T08:15:00.000Z", // between slots
      "2027-03-27T08:00:00.000Z", // Saturday
      "2027-03-22T11:00:00.000Z", // 12:00 in Berlin: after hours
      "2027-03-20T12:00:00.000Z", // within the minimum notice
      "2028-03-20T08:00:00.000Z", // past the horizon
    ])
      expectError(await book({ ...visitor, slot_start }), 400, MSG_BOOKING_SLOT_UNAVAILABLE);
  });

  it("validates the fields with the shared schema's messages", async () => {
    expectError(await book({ ...visitor, email: "nope", slot_start: MONDAY_9 }), 400, MSG_EMAIL_INVALID);
    expectError(await book({ ...visitor, slot_start: MONDAY_9, result_id: "x" }), 400, MSG_RESULT_ID_INVALID);
    expectError(await book({ ...visitor, slot_start: "tomorrow" }), 400, "Please pick a time for the call.");
  });

  it("answers a filled honeypot like a success but stores and sends nothing", async () => {
    const slot = "2027-03-22T09:00:00.000Z";
    const mails = readOutbox(t.dataDir).length;
    const res = await book({ ...visitor, slot_start: slot, website: "https://bot.example" });
    expect(res.statusCode).toBe(201);
    expect(await confirmedAt(slot)).toHaveLength(0);
    expect(readOutbox(t.dataDir)).toHaveLength(mails);
  });

  it("refuses cross-site requests with 403", async () => {
    const slot = "2027-03-22T09:30:00.000Z";
    expectError(
      await book({ ...visitor, slot_start: slot }, undefined, { origin: "https://evil.example" }),
      403,
      MSG_INVALID_ORIGIN,
    );
    expectError(
      await book({ ...visitor, slot_start: slot }, undefined, { "sec-fetch-site": "cross-site" }),
      403,
      MSG_INVALID_ORIGIN,
    );
    expect(await confirmedAt(slot)).toHaveLength(0);
  });

  it("limits each address to FORM_RATE_LIMIT bookings a minute (429)", async () => {
    for (let i = 0; i < 3; i++) await book({ ...visitor, slot_start: "bad" }, "192.0.2.77");
    expectError(await book({ ...visitor, slot_start: MONDAY_9 }, "192.0.2.77"), 429, MSG_FORM_RATE_LIMITED);
  });
});

describe("the visitor's link: look, move, cancel", () => {
  async function bookAndGetToken(slot: string, email: string) {
    const res = await book({ ...visitor, email, slot_start: slot });
    expect(res.statusCode, res.body).toBe(201);
    return { id: (res.json() as { id: string }).id, token: manageTokenIn(mailsTo(email).at(-1)) };
  }

  it("shows the booking, moves it (new SEQUENCE, new link), then cancels it; used links stop working", async () => {
    const email = "mover@example.com";
    const { id, token } = await bookAndGetToken("2027-03-24T08:00:00.000Z", email);
    const look = await t.app.inject({ url: `/api/bookings/manage?token=${token}` });
    expect(look.statusCode).toBe(200);
    expect(look.json()).toMatchObject({
      id,
      slot_start: "2027-03-24T08:00:00.000Z",
      status: "confirmed",
      timezone: "Europe/Berlin",
    });

    expectError(
      await t.app.inject({ url: "/api/bookings/manage?token=wrong" }),
      404,
      MSG_BOOKING_LINK_INVALID,
    );
    expectError(await post("/api/bookings/cancel", { token: "wrong" }), 404, MSG_BOOKING_LINK_INVALID);

    // Moving onto a taken slot is refused like booking it.
    expectError(
      await post("/api/bookings/move", { token, slot_start: MONDAY_9 }),
      409,
      MSG_BOOKING_SLOT_TAKEN,
    );
    const moved = await post("/api/bookings/move", { token, slot_start: "2027-03-24T09:00:00.000Z" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ id, slot_start: "2027-03-24T09:00:00.000Z" });
    const movedMail = mailsTo(email).at(-1);
    expect(movedMail?.subject).toBe("Moved: your discovery call with Cloud Bill Check");
    const movedInvite = parseInvite(movedMail?.calendar?.content ?? "");
    expect(movedInvite).toMatchObject({ method: "REQUEST", uid: `booking-${id}@bills.example`, sequence: 1 });
    expect(movedInvite.start.toISOString()).toBe("2027-03-24T09:00:00.000Z");
    // The old link is replaced; the old slot is free again.
    expectError(await post("/api/bookings/cancel", { token }), 404, MSG_BOOKING_LINK_INVALID);
    expect(await confirmedAt("2027-03-24T08:00:00.000Z")).toHaveLength(0);

    const newToken = manageTokenIn(movedMail);
    // The manage page's "Download .ics" is the invitation the latest mail carries (SEQUENCE 1 after the move).
    const lookAgain = await t.app.inject({ url: `/api/bookings/manage?token=${newToken}` });
    expect(lines((lookAgain.json() as { invite: string }).invite)).toEqual(
      lines(movedMail?.calendar?.content),
    );
    expect((await post("/api/bookings/cancel", { token: newToken })).statusCode).toBe(200);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ status: "cancelled", sequence: 2, manage_token_hash: null });
    const cancelMail = mailsTo(email).at(-1);
    expect(cancelMail?.subject).toBe("Cancelled: your discovery call with Cloud Bill Check");
    expect(cancelMail?.text).toContain(
      "You are welcome to book another time: https://bills.example/#contact-section",
    );
    expect(parseInvite(cancelMail?.calendar?.content ?? "")).toMatchObject({
      method: "CANCEL",
      uid: `booking-${id}@bills.example`,
      sequence: 2,
      status: "CANCELLED",
    });
    const staffCancel = mailsTo(INBOX).at(-1);
    expect(staffCancel?.subject).toMatch(/^Discovery call cancelled: Alan Turing/);
    expect(staffCancel?.calendar?.method).toBe("CANCEL");
    // Reused: the link worked once.
    expectError(await post("/api/bookings/cancel", { token: newToken }), 404, MSG_BOOKING_LINK_INVALID);
    expectError(
      await t.app.inject({ url: `/api/bookings/manage?token=${newToken}` }),
      404,
      MSG_BOOKING_LINK_INVALID,
    );

    // A cancelled slot can be booked again (the unique index covers confirmed bookings only).
    expect((await book({ ...visitor, slot_start: "2027-03-24T09:00:00.000Z" })).statusCode).toBe(201);
  });

  it("refuses an expired link with 410", async () => {
    const { id, token } = await bookAndGetToken("2027-03-25T08:00:00.000Z", "late@example.com");
    await db()
      .update(bookings)
      .set({ manage_token_expires_at: new Date(NOW.getTime() - 1000) })
      .where(eq(bookings.id, id));
    expectError(
      await t.app.inject({ url: `/api/bookings/manage?token=${token}` }),
      410,
      MSG_BOOKING_LINK_EXPIRED,
    );
    expectError(await post("/api/bookings/cancel", { token }), 410, MSG_BOOKING_LINK_EXPIRED);
    expectError(
      await post("/api/bookings/move", { token, slot_start: "2027-03-25T09:00:00.000Z" }),
      410,
      MSG_BOOKING_LINK_EXPIRED,
    );
    const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(row?.status).toBe("confirmed");
  });
});

/** Sets a switch the way staff do (a 'true' / 'false' row); returns a function that puts it back on. */
async function switchOff(key: "bookings_enabled" | "contact_form_enabled") {
  const d = db();
  await d.delete(settings).where(eq(settings.key, key));
  await d.insert(settings).values({ key, value: "false" });
  return async () => {
    await d.update(settings).set({ value: "true" }).where(eq(settings.key, key));
  };
}

describe("a cancellation mail offers only what is switched on", () => {
  async function bookThenCancel(slot: string, email: string) {
    const res = await book({ ...visitor, email, slot_start: slot });
    expect(res.statusCode, res.body).toBe(201);
    return async () => {
      const token = manageTokenIn(mailsTo(email).at(-1));
      expect((await post("/api/bookings/cancel", { token })).statusCode).toBe(200);
      return mailsTo(email).at(-1)?.text ?? "";
    };
  }

  it("bookings off: no 'book another time', but the contact form; both off: the team's address", async () => {
    const cancelFirst = await bookThenCancel("2027-03-29T08:00:00.000Z", "paused-1@example.com");
    const cancelSecond = await bookThenCancel("2027-03-29T08:30:00.000Z", "paused-2@example.com");
    const bookingsOn = await switchOff("bookings_enabled");
    try {
      const first = await cancelFirst();
      expect(first).not.toMatch(/book another time/i);
      expect(first).toContain(
        "New bookings are paused at the moment. To talk to us, send us a message: https://bills.example/#contact-section",
      );
      const contactOn = await switchOff("contact_form_enabled");
      try {
        const second = await cancelSecond();
        expect(second).not.toMatch(/book another time|send us a message/i);
        expect(second).toContain(`To talk to us, write to ${INBOX}.`);
      } finally {
        await contactOn();
      }
    } finally {
      await bookingsOn();
    }
  });
});

describe("with bookings_enabled off", () => {
  it("refuses listing, booking and moving with 403, and stores nothing", async () => {
    const d = db();
    await d.delete(settings).where(eq(settings.key, "bookings_enabled"));
    await d.insert(settings).values({ key: "bookings_enabled", value: "false" });
    try {
      expectError(await t.app.inject({ url: "/api/bookings/slots" }), 403, MSG_BOOKINGS_DISABLED);
      const slot = "2027-03-26T08:00:00.000Z";
      expectError(await book({ ...visitor, slot_start: slot }), 403, MSG_BOOKINGS_DISABLED);
      expect(await confirmedAt(slot)).toHaveLength(0);
    } finally {
      await d.update(settings).set({ value: "true" }).where(eq(settings.key, "bookings_enabled"));
    }
  });
});
