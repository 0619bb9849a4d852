import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, contactMessages } from "#server/db/schema.ts";
import { MSG_UNAUTHORIZED } from "#shared/messages/auth.ts";
import { MSG_BOOKING_ALREADY_CANCELLED } from "#shared/messages/booking.ts";
import { MSG_BAD_PAGE, MSG_NOT_FOUND } from "#shared/messages/general.ts";
import type { AdminBooking, AdminBookingsPage, AdminMessagesPage } from "#shared/schemas/admin-inbox.ts";
import { createAdminAndSignIn, type SignedInAdmin } from "#tests/support/auth-helpers.ts";
import { insertResult } from "#tests/support/booking-helpers.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";
import { parseInvite } from "#tests/support/ics.ts";
import { readOutbox } from "#tests/support/outbox.ts";

const NOW = new Date("2027-03-20T10:00:00Z");
let t: TestApp;
let admin: SignedInAdmin;
beforeAll(async () => {
  t = await buildTestApp(
    { AUTH_RATE_LIMIT: "1000", BOOKING_TIMEZONE: "Europe/Berlin", BOOKING_HOURS: "09:00-12:00" },
    { now: () => NOW },
  );
  admin = await createAdminAndSignIn(t);
  const db = t.services.database.db;
  // 25 messages, a minute apart, the newest last.
  await db.insert(contactMessages).values(
    Array.from({ length: 25 }, (_, i) => ({
      name: i === 7 ? "Zed Findme" : `Visitor ${i}`,
      email: `visitor${i}@example.com`,
      company: i % 2 ? "Odd Co" : "",
      message: i === 3 ? "We use 100%_reserved instances" : `Message number ${i} about our bill.`,
      created_at: new Date(Date.UTC(2027, 2, 1, 9, i)),
    })),
  );
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ url, headers: admin.headers });
const send = (method: "PATCH" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

describe("/api/admin/messages", () => {
  it("answers 401 without a session, like every admin route", async () => {
    expectError(await t.app.inject({ url: "/api/admin/messages" }), 401, MSG_UNAUTHORIZED);
    expectError(await t.app.inject({ url: "/api/admin/bookings" }), 401, MSG_UNAUTHORIZED);
  });

  it("lists newest first, 20 a page, with the total", async () => {
    const first = (await get("/api/admin/messages")).json() as AdminMessagesPage;
    expect(first.total).toBe(25);
    expect(first.page_size).toBe(20);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.email).toBe("visitor24@example.com");
    const second = (await get("/api/admin/messages?page=2")).json() as AdminMessagesPage;
    expect(second.items.map((m) => m.email)).toEqual([4, 3, 2, 1, 0].map((i) => `visitor${i}@example.com`));
    expectError(await get("/api/admin/messages?page=0"), 400, MSG_BAD_PAGE);
  });

  it("searches name, email, company and text (wildcards taken literally)", async () => {
    const byName = (await get("/api/admin/messages?q=findme")).json() as AdminMessagesPage;
    expect(byName.items.map((m) => m.name)).toEqual(["Zed Findme"]);
    const literal = (
      await get(`/api/admin/messages?q=${encodeURIComponent("100%_")}`)
    ).json() as AdminMessagesPage;
    expect(literal.total).toBe(1);
    expect(((await get("/api/admin/messages?q=odd%20co")).json() as AdminMessagesPage).total).toBe(12);
  });

  it("marks handled (and back), filters by it, and marks kept", async () => {
    const [target] = ((await get("/api/admin/messages?q=findme")).json() as AdminMessagesPage).items;
    const res = await send("PATCH", `/api/admin/messages/${target?.id}`, { handled: true, keep: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: target?.id, keep: true });
    expect(Date.parse(res.json().handled_at)).toBeGreaterThan(0);
    const handled = (await get("/api/admin/messages?status=handled")).json() as AdminMessagesPage;
    expect(handled.items.map((m) => m.id)).toEqual([target?.id]);
    expect(((await get("/api/admin/messages?status=open")).json() as AdminMessagesPage).total).toBe(24);
    const undo = await send("PATCH", `/api/admin/messages/${target?.id}`, { handled: false });
    expect(undo.json()).toMatchObject({ handled_at: null, keep: true });
    expectError(await send("PATCH", "/api/admin/messages/not-a-uuid", { handled: true }), 404, MSG_NOT_FOUND);
    expect((await send("PATCH", `/api/admin/messages/${target?.id}`, {})).statusCode).toBe(400);
  });
});

describe("/api/admin/bookings", () => {
  let withResult: string;
  let plain: string;
  beforeAll(async () => {
    const result = await insertResult(t);
    const book = async (slot: string, name: string, extra: object = {}, headers: object = {}) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/bookings",
        payload: { name, email: `${name.toLowerCase()}@example.com`, slot_start: slot, ...extra },
        remoteAddress: `192.0.2.${Math.floor(Math.random() * 200)}`,
        headers: { ...headers },
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: string }).id;
    };
    plain = await book("2027-03-24T08:00:00.000Z", "Later");
    withResult = await book(
      "2027-03-22T08:30:00.000Z",
      "Sooner",
      { result_id: result.id, note: "EC2 heavy" },
      { "x-manage-token": result.manageToken },
    );
    // One that has happened already.
    await t.services.database.db.insert(bookings).values({
      name: "Earlier",
      email: "earlier@example.com",
      slot_start: new Date("2027-03-01T08:00:00Z"),
      slot_end: new Date("2027-03-01T08:30:00Z"),
    });
  });

  it("lists upcoming soonest first with the attached analysis's figures, and the team's zone", async () => {
    const page = (await get("/api/admin/bookings?scope=upcoming")).json() as AdminBookingsPage;
    expect(page.timezone).toBe("Europe/Berlin");
    expect(page.items.map((b) => b.name)).toEqual(["Sooner", "Later"]);
    const sooner = page.items[0] as AdminBooking;
    expect(sooner).toMatchObject({
      id: withResult,
      note: "EC2 heavy",
      status: "confirmed",
      handled_at: null,
    });
    expect(sooner.analysis).toMatchObject({
      provider: "AWS",
      total_monthly_spend: 12_000,
      current_savings_rate: 0.125,
      estimated_monthly_savings: 3840,
    });
    expect(page.items[1]?.analysis).toBeNull();
    expect(JSON.stringify(page)).not.toMatch(/token/);
    const past = (await get("/api/admin/bookings?scope=past")).json() as AdminBookingsPage;
    expect(past.items.map((b) => b.name)).toEqual(["Earlier"]);
    const all = (await get("/api/admin/bookings")).json() as AdminBookingsPage;
    expect(all.total).toBe(3);
    expect(
      ((await get("/api/admin/bookings?q=ec2")).json() as AdminBookingsPage).items.map((b) => b.id),
    ).toEqual([withResult]);
  });

  it("marks a booking handled", async () => {
    const res = await send("PATCH", `/api/admin/bookings/${plain}`, { handled: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.parse((res.json() as AdminBooking).handled_at ?? "")).toBeGreaterThan(0);
  });

  it("cancels a booking: the visitor gets a CANCEL invite, the slot opens again, twice is refused", async () => {
    const res = await send("POST", `/api/admin/bookings/${plain}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "cancelled" });
    const mail = readOutbox(t.dataDir)
      .filter((m) => m.to === "later@example.com")
      .at(-1);
    expect(mail?.subject).toBe("Cancelled: your discovery call with Cloud Bill Check");
    expect(mail?.text).toContain("we had to cancel");
    const invite = parseInvite(mail?.calendar?.content ?? "");
    expect(invite).toMatchObject({ method: "CANCEL", sequence: 1, status: "CANCELLED" });
    const [row] = await t.services.database.db.select().from(bookings).where(eq(bookings.id, plain));
    expect(row?.manage_token_hash).toBeNull();
    expectError(
      await send("POST", `/api/admin/bookings/${plain}/cancel`),
      409,
      MSG_BOOKING_ALREADY_CANCELLED,
    );
    const cancelled = (await get("/api/admin/bookings?scope=cancelled")).json() as AdminBookingsPage;
    expect(cancelled.items.map((b) => b.id)).toEqual([plain]);
  });

  it("refuses a staff cancel from another site", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${withResult}/cancel`,
      headers: { cookie: admin.cookie, origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
  });
});
