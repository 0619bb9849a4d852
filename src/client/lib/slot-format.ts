// How slot instants read in the visitor's (or staff member's) own time zone.

import { SLOT_LONG_FORMAT } from "#shared/time/slot-long-format.ts";
import { zoneShortName } from "#shared/time/zone-name.ts";
import { knownTimeZoneNames } from "#shared/time/zoned-time.ts";

export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** "CET", "EST" or "GMT+5:30": the zone's short name at that instant, as the booking mails name it. */
export function shortZoneName(instant: Date, timeZone = localTimeZone()): string {
  return zoneShortName(instant, timeZone);
}

/** "Europe/Berlin (CET)"; a zone whose short name is its own name reads once ("UTC", not "UTC (UTC)"). */
export function zoneLabel(timeZone: string, instant: Date = new Date()): string {
  const short = shortZoneName(instant, timeZone);
  return short === timeZone ? timeZone : `${timeZone} (${short})`;
}

/** A key per calendar day (YYYY-MM-DD), in the viewer's zone or the one given. */
export function localDayKey(instant: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

export function formatDayLabel(instant: Date, timeZone?: string): { weekday: string; date: string } {
  const zone = timeZone ? { timeZone } : {};
  return {
    weekday: instant.toLocaleDateString(undefined, { weekday: "short", ...zone }),
    date: instant.toLocaleDateString(undefined, { day: "numeric", month: "short", ...zone }),
  };
}

export function formatTimeOfDay(instant: Date, timeZone?: string): string {
  return instant.toLocaleTimeString(undefined, {
    hour: "2-digit",
    minute: "2-digit",
    ...(timeZone ? { timeZone } : {}),
  });
}

/** Every IANA zone the browser knows (for the time-zone picker), with the viewer's own one included. */
export function knownTimeZones(): string[] {
  const zones = knownTimeZoneNames();
  const own = localTimeZone();
  return zones.includes(own) ? [...zones] : [own, ...zones];
}

/**
 * "Monday, 30 March 2026 at 09:00 CEST" in the viewer's zone (or the one given); the zone named as the mails name it
 * (not the browser locale's own short name).
 */
export function formatSlotLong(instant: Date, timeZone?: string): string {
  const text = instant.toLocaleString(undefined, { ...SLOT_LONG_FORMAT, ...(timeZone ? { timeZone } : {}) });
  return `${text} ${shortZoneName(instant, timeZone)}`;
}
