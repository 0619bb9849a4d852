import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG_BOOKING_DAYS_INVALID, MSG_BOOKING_FROM_INVALID } from "#shared/messages/booking.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";

// Daylight-saving changes in 2027: Europe on 28 March and 31 October, the US on 14 March and 7 November.
// Each app is built in its own hook (hooks have the longer timeout), one per availability set-up.
const apps: TestApp[] = [];
function appWith(env: Record<string, string>, now: string): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await buildTestApp({ BOOKING_DAYS_AHEAD: "300", ...env }, { now: () => new Date(now) });
    apps.push(t);
  });
  return () => t as TestApp;
}
afterAll(async () => {
  for (const t of apps) await t.close();
});

const berlin = appWith(
  { BOOKING_TIMEZONE: "Europe/Berlin", BOOKING_HOURS: "09:00-12:00" },
  "2027-03-20T10:00:00Z",
);
const newYork = appWith({ BOOKING_TIMEZONE: "America/New_York" }, "2027-03-10T12:00:00Z");
const berlinNights = appWith(
  {
    BOOKING_TIMEZONE: "Europe/Berlin",
    BOOKING_HOURS: "01:00-04:00",
    BOOKING_WEEKDAYS: "1,2,3,4,5,6,7",
    BOOKING_MIN_NOTICE_HOURS: "0",
  },
  "2027-03-20T10:00:00Z",
);
const strict = appWith(
  {
    BOOKING_TIMEZONE: "Europe/Berlin",
    BOOKING_HOURS: "09:00-10:00",
    BOOKING_MIN_NOTICE_HOURS: "24",
    BOOKING_DAYS_AHEAD: "7",
    BOOKING_CLOSED_DATES: "2027-03-24",
  },
  "2027-03-22T08:10:00Z", // Monday 09:10 in Berlin
);

async function slots(t: TestApp, query: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/bookings/slots?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { timezone: string; slot_minutes: number; slots: string[] };
}
const utcTimes = (list: string[], day: string) =>
  list.filter((s) => s.startsWith(day)).map((s) => s.slice(11, 16));

describe("GET /api/bookings/slots", () => {
  it("lists Europe/Berlin office hours as instants across the spring change (CET -> CEST)", async () => {
    const t = berlin();
    const body = await slots(t, "from=2027-03-26&days=4");
    expect(body.timezone).toBe("Europe/Berlin");
    expect(body.slot_minutes).toBe(30);
    // Friday 26 March: 09:00 CET is 08:00 UTC. Weekend: none. Monday 29 March: 09:00 CEST is 07:00 UTC.
    expect(utcTimes(body.slots, "2027-03-26")).toEqual([
      "08:00",
      "08:30",
      "09:00",
      "09:30",
      "10:00",
      "10:30",
    ]);
    expect(utcTimes(body.slots, "2027-03-27")).toEqual([]);
    expect(utcTimes(body.slots, "2027-03-29")).toEqual([
      "07:00",
      "07:30",
      "08:00",
      "08:30",
      "09:00",
      "09:30",
    ]);
    expect(body.slots).toHaveLength(12);
    // And back in the autumn: Friday 29 October (CEST) and Monday 1 November (CET).
    const autumn = await slots(t, "from=2027-10-29&days=4");
    expect(autumn.slots[0]).toBe("2027-10-29T07:00:00.000Z");
    expect(utcTimes(autumn.slots, "2027-11-01")[0]).toBe("08:00");
  });

  it("lists America/New_York office hours across the US changes (EST <-> EDT)", async () => {
    const t = newYork();
    const spring = await slots(t, "from=2027-03-12&days=4");
    expect(spring.timezone).toBe("America/New_York");
    // Default hours 09:00-12:00 and 13:00-17:00: 14 slots a weekday.
    expect(utcTimes(spring.slots, "2027-03-12")[0]).toBe("14:00");
    expect(utcTimes(spring.slots, "2027-03-15")[0]).toBe("13:00");
    expect(spring.slots).toHaveLength(28);
    const autumn = await slots(t, "from=2027-11-05&days=4");
    expect(utcTimes(autumn.slots, "2027-11-05")[0]).toBe("13:00");
    expect(utcTimes(autumn.slots, "2027-11-08")[0]).toBe("14:00");
  });

  it("skips wall times a spring change removes and offers a repeated hour once", async () => {
    const t = berlinNights();
    // 28 March: 02:00 and 02:30 do not exist in Berlin.
    expect((await slots(t, "from=2027-03-28&days=1")).slots).toEqual([
      "2027-03-28T00:00:00.000Z",
      "2027-03-28T00:30:00.000Z",
      "2027-03-28T01:00:00.000Z",
      "2027-03-28T01:30:00.000Z",
    ]);
    // 31 October: 02:00-03:00 happens twice; its first (CEST) occurrence is offered.
    expect((await slots(t, "from=2027-10-31&days=1")).slots).toEqual([
      "2027-10-30T23:00:00.000Z",
      "2027-10-30T23:30:00.000Z",
      "2027-10-31T00:00:00.000Z",
      "2027-10-31T00:30:00.000Z",
      "2027-10-31T02:00:00.000Z",
      "2027-10-31T02:30:00.000Z",
    ]);
  });

  it("honours minimum notice, the days-ahead horizon and closed dates", async () => {
    const t = strict();
    const body = await slots(t, "days=14");
    const days = [...new Set(body.slots.map((s) => s.slice(0, 10)))];
    // Monday is too soon; Tuesday 09:00 is 23h50m away (too soon), 09:30 is not; Wednesday is closed;
    // the horizon ends on Monday 29 March.
    expect(body.slots[0]).toBe("2027-03-23T08:30:00.000Z");
    expect(days).toEqual(["2027-03-23", "2027-03-25", "2027-03-26", "2027-03-29"]);
  });

  it("rejects a malformed from or days", async () => {
    const t = berlin();
    expectError(
      await t.app.inject({ url: "/api/bookings/slots?from=26-03-2027" }),
      400,
      MSG_BOOKING_FROM_INVALID,
    );
    for (const days of ["0", "63", "abc", "1.5"])
      expectError(
        await t.app.inject({ url: `/api/bookings/slots?days=${days}` }),
        400,
        MSG_BOOKING_DAYS_INVALID,
      );
  });
});
