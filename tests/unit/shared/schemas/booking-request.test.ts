import { describe, expect, it } from "vitest";
import { MSG_TIME_ZONE_INVALID } from "#shared/messages/booking.ts";
import { BookingRequestSchema } from "#shared/schemas/booking-request.ts";

const valid = { name: "Ada", email: "ada@example.com", slot_start: "2027-03-22T08:00:00.000Z" };
const zoneOf = (time_zone: string) => BookingRequestSchema.parse({ ...valid, time_zone }).time_zone;

describe("BookingRequestSchema time_zone", () => {
  it("takes every IANA name and alias in any case, in its usual spelling", () => {
    expect(zoneOf("Asia/Kolkata")).toBe("Asia/Kolkata");
    expect(zoneOf("asia/kolkata")).toBe("Asia/Kolkata");
    expect(zoneOf("asia/calcutta")).toBe("Asia/Calcutta");
    expect(zoneOf("europe/paris")).toBe("Europe/Paris");
    expect(zoneOf("AMERICA/NEW_YORK")).toBe("America/New_York");
  });

  it("refuses what names no zone", () => {
    const result = BookingRequestSchema.safeParse({ ...valid, time_zone: "Mars/Olympus_Mons" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MSG_TIME_ZONE_INVALID);
  });
});
