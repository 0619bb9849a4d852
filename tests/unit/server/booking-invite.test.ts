import { describe, expect, it } from "vitest";
import {
  type BookingForMail,
  type BookingMailContext,
  formatSlotTime,
  inviteAttendeeName,
  visitorInvite,
} from "#server/booking/booking-mails.ts";
import { parseInvite } from "#tests/support/ics.ts";

const CTX: BookingMailContext = {
  publicUrl: "https://bills.example",
  inbox: "Team <team@bills.example>",
  from: "no-reply@bills.example",
  location: "Room 4, 1 Main Street",
  timeZone: "Europe/Berlin",
  now: new Date("2027-01-10T10:00:00Z"),
};

function booking(name: string): BookingForMail {
  return {
    id: "6f1c2b7e-0000-4000-8000-000000000001",
    slot_start: new Date("2027-01-12T15:00:00Z"),
    slot_end: new Date("2027-01-12T15:30:00Z"),
    name,
    email: "zoe@example.com",
    company: "",
    note: "",
    visitor_time_zone: "America/New_York",
    sequence: 0,
  };
}

describe("the visitor's invitation", () => {
  it("names the attendee by the name typed, not 'Guest'", () => {
    expect(parseInvite(visitorInvite(booking("Barbara Liskov"), CTX, "REQUEST")).attendeeName).toBe(
      "Barbara Liskov",
    );
    expect(inviteAttendeeName("Zoë  Ünïcode-Ñame")).toBe("Zoë Ünïcode-Ñame");
    expect(inviteAttendeeName("J. R. R. Tolkien")).toBe("J. R. R. Tolkien");
    expect(inviteAttendeeName("Mary O'Neil\nSmith")).toBe("Mary O'Neil Smith");
  });

  it("keeps what does not read as a name out of it (the invite goes to whatever address was typed)", () => {
    expect(inviteAttendeeName("WIN A FREE iPhone at https://spam.example/win")).toBe("WIN");
    expect(inviteAttendeeName("https://spam.example")).toBeNull();
    expect(inviteAttendeeName("www.spam.example Bob")).toBeNull();
    expect(inviteAttendeeName("Call now on one two three four five")).toBe("Call");
    const nameless = visitorInvite(booking("https://spam.example"), CTX, "REQUEST");
    expect(nameless).not.toContain("spam");
    expect(parseInvite(nameless)).toMatchObject({ attendee: "mailto:zoe@example.com", attendeeName: null });
  });

  it("carries the location when one is set, and one UID per booking", () => {
    const invite = parseInvite(visitorInvite(booking("Zoë"), CTX, "REQUEST"));
    expect(invite).toMatchObject({
      method: "REQUEST",
      uid: "booking-6f1c2b7e-0000-4000-8000-000000000001@bills.example",
      location: "Room 4, 1 Main Street",
    });
    expect(
      parseInvite(visitorInvite(booking("Zoë"), { ...CTX, location: null }, "REQUEST")).location,
    ).toBeNull();
  });
});

describe("formatSlotTime names the zone as the booking pages do", () => {
  it("EST for New York in winter (the en-GB format said GMT-5), CET for Berlin, UTC once", () => {
    const start = new Date("2027-01-12T15:00:00Z");
    expect(formatSlotTime(start, "America/New_York")).toBe(
      "Tuesday, 12 January 2027 at 10:00 EST (America/New_York)",
    );
    expect(formatSlotTime(start, "Europe/Berlin")).toBe(
      "Tuesday, 12 January 2027 at 16:00 CET (Europe/Berlin)",
    );
    expect(formatSlotTime(start, "UTC")).toBe("Tuesday, 12 January 2027 at 15:00 UTC");
    expect(formatSlotTime(start, "Asia/Kolkata")).toBe(
      "Tuesday, 12 January 2027 at 20:30 GMT+5:30 (Asia/Kolkata)",
    );
  });
});
