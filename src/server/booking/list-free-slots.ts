import { and, eq, gte, lt } from "drizzle-orm";
import { type Availability, listOpenSlots } from "#shared/booking/availability.ts";
import { addDays } from "#shared/time/zoned-time.ts";
import type { Db } from "../db/client.ts";
import { bookings } from "../db/schema.ts";

/** Offered slots on `days` local dates from `fromDay` (in the booking zone) that nobody has booked. */
export async function listFreeSlots(
  db: Db,
  availability: Availability,
  fromDay: string,
  days: number,
  now: Date,
): Promise<Date[]> {
  const edge = (isoDay: string, shiftMs: number) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + shiftMs);
  // A day either side covers every zone's offset from UTC.
  const rows = await db
    .select({ slot_start: bookings.slot_start })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        gte(bookings.slot_start, edge(fromDay, -86_400_000)),
        lt(bookings.slot_start, edge(addDays(fromDay, days), 86_400_000)),
      ),
    );
  const taken = new Set(rows.map((r) => r.slot_start.getTime()));
  return listOpenSlots(availability, { fromDay, days, now, taken });
}
