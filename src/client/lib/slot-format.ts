// How slot instants read in the visitor's (or staff member's) own time zone.

export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** "CET", "GMT+1" or similar: the zone's short name at that instant. */
export function shortZoneName(instant: Date, timeZone = localTimeZone()): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" })
    .formatToParts(instant)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/** "Europe/Berlin (CET)"; a zone whose short name is its own name reads once ("UTC", not "UTC (UTC)"). */
export function zoneLabel(timeZone: string, instant: Date = new Date()): string {
  const short = shortZoneName(instant, timeZone);
  return short === timeZone ? timeZone : `${timeZone} (${short})`;
}

/** A key per local calendar day, in the viewer's zone. */
export function localDayKey(instant: Date): string {
  return `${instant.getFullYear()}-${String(instant.getMonth() + 1).padStart(2, "0")}-${String(instant.getDate()).padStart(2, "0")}`;
}

export function formatDayLabel(instant: Date): { weekday: string; date: string } {
  return {
    weekday: instant.toLocaleDateString(undefined, { weekday: "short" }),
    date: instant.toLocaleDateString(undefined, { day: "numeric", month: "short" }),
  };
}

export function formatTimeOfDay(instant: Date): string {
  return instant.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
}

/** "Monday, 30 March 2026 at 09:00 CEST" in the viewer's zone (or the one given). */
export function formatSlotLong(instant: Date, timeZone?: string): string {
  return instant.toLocaleString(undefined, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
    ...(timeZone ? { timeZone } : {}),
  });
}
