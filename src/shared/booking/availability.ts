import { addDays, fromWallTime, toIsoDateIn, weekdayOf } from "../time/zoned-time.ts";

/** When discovery calls can be booked, in the team's own zone (BOOKING_* configuration). */
export interface Availability {
  timeZone: string;
  /** ISO weekdays: 1 = Monday ... 7 = Sunday. */
  weekdays: readonly number[];
  /** Opening hours on those days, minutes after local midnight, end exclusive. */
  hours: ReadonlyArray<{ startMinute: number; endMinute: number }>;
  slotMinutes: number;
  daysAhead: number;
  minNoticeMinutes: number;
  /** Local dates (YYYY-MM-DD) with no calls. */
  closedDates: readonly string[];
}

const MINUTE_MS = 60_000;

/** Every slot start on one local date, before "now" and bookings are taken into account. */
export function listDaySlots(availability: Availability, isoDay: string): Date[] {
  const isoWeekday = weekdayOf(isoDay) || 7;
  if (!availability.weekdays.includes(isoWeekday) || availability.closedDates.includes(isoDay)) return [];
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  const slots: Date[] = [];
  for (const range of availability.hours) {
    for (
      let m = range.startMinute;
      m + availability.slotMinutes <= range.endMinute;
      m += availability.slotMinutes
    ) {
      // A wall time skipped by a daylight-saving change offers no slot.
      const start = fromWallTime(
        { year, month, day, hour: Math.floor(m / 60), minute: m % 60 },
        availability.timeZone,
      );
      if (start) slots.push(start);
    }
  }
  return slots;
}

/** Whether a slot start is inside the booking window: enough notice, and not past the days-ahead horizon. */
export function isWithinWindow(availability: Availability, start: Date, now: Date): boolean {
  if (start.getTime() < now.getTime() + availability.minNoticeMinutes * MINUTE_MS) return false;
  const lastDay = addDays(toIsoDateIn(now, availability.timeZone), availability.daysAhead);
  return toIsoDateIn(start, availability.timeZone) <= lastDay;
}

/** Free slots on the local dates from `fromDay` for `days` days, soonest first. */
export function listOpenSlots(
  availability: Availability,
  options: { fromDay: string; days: number; now: Date; taken: ReadonlySet<number> },
): Date[] {
  const open: Date[] = [];
  for (let i = 0; i < options.days; i++) {
    for (const start of listDaySlots(availability, addDays(options.fromDay, i))) {
      if (isWithinWindow(availability, start, options.now) && !options.taken.has(start.getTime()))
        open.push(start);
    }
  }
  return open.sort((a, b) => a.getTime() - b.getTime());
}

/** Whether `start` is one of the offered slot starts (taken or not) at `now`. */
export function isOfferedSlot(availability: Availability, start: Date, now: Date): boolean {
  if (!isWithinWindow(availability, start, now)) return false;
  const day = toIsoDateIn(start, availability.timeZone);
  return listDaySlots(availability, day).some((slot) => slot.getTime() === start.getTime());
}

/** "09:00-12:00,13:00-17:00" -> minute ranges; throws with a readable message when malformed. */
export function parseOpeningHours(text: string): Array<{ startMinute: number; endMinute: number }> {
  return text.split(",").map((part) => {
    const match = /^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/.exec(part);
    if (!match) throw new Error(`"${part.trim()}" is not a range like 09:00-17:00`);
    const [h1, m1, h2, m2] = match.slice(1).map(Number) as [number, number, number, number];
    const startMinute = h1 * 60 + m1;
    const endMinute = h2 * 60 + m2;
    if (m1 > 59 || m2 > 59 || endMinute > 24 * 60 || startMinute >= endMinute)
      throw new Error(`"${part.trim()}" is not a range within one day`);
    return { startMinute, endMinute };
  });
}
