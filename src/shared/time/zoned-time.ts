// Wall-clock time in an IANA zone <-> instants, with the platform's Intl time-zone data (no library needed).

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone names this runtime lists (its canonical spellings; aliases are known too but not listed). */
export function knownTimeZoneNames(): readonly string[] {
  return typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
}

/**
 * The IANA zone a visitor typed, spelled as the zone list spells it: any case, and aliases too ("Asia/Kolkata",
 * which the list may hold as its old name "Asia/Calcutta"). Null when it names no zone.
 */
export function findTimeZone(typed: string, zones: readonly string[]): string | null {
  const wanted = typed.trim().toLowerCase();
  if (wanted === "") return null;
  const listed = zones.find((zone) => zone.toLowerCase() === wanted);
  if (listed) return listed;
  if (!isKnownTimeZone(wanted)) return null;
  // Not in the list: the runtime's own name when that is what was typed. A current name under a geographic area
  // ("asia/kolkata") is kept in its usual spelling (capitals after "/", "_" and "-"); a legacy alias ("us/eastern",
  // "gb", "est5edt") has no such rule for its capitals ("US", "GB", "EST5EDT"), so it becomes the zone it stands for.
  const canonical = new Intl.DateTimeFormat("en-US", { timeZone: wanted }).resolvedOptions().timeZone;
  if (canonical.toLowerCase() === wanted || !GEOGRAPHIC_AREA.test(wanted)) return canonical;
  return wanted.replace(/(^|[/_-])([a-z])/g, (_m, sep: string, letter: string) => sep + letter.toUpperCase());
}

// The areas of the IANA zone names written as place names (tz database, "Zone.tab").
const GEOGRAPHIC_AREA =
  /^(?:africa|america|antarctica|arctic|asia|atlantic|australia|europe|indian|pacific)\//;

/** The wall-clock time an instant shows in `timeZone`. */
export function toWallTime(instant: Date, timeZone: string): WallTime & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

function wallAsUtcMs(w: WallTime & { second?: number }): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second ?? 0);
}

/** The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const ms = instant.getTime() - (instant.getTime() % 1000);
  return wallAsUtcMs(toWallTime(new Date(ms), timeZone)) - ms;
}

/**
 * The instant a wall-clock time names in `timeZone`, or null when that time does not exist there (skipped
 * by a daylight-saving change). A time shown twice (clocks set back) gives the earlier instant.
 */
export function fromWallTime(wall: WallTime, timeZone: string): Date | null {
  const asUtc = wallAsUtcMs(wall);
  // The offset is one of the offsets in force within a day of the guess; try both, earliest instant first.
  const candidates = [
    asUtc - zoneOffsetMs(new Date(asUtc - 86_400_000), timeZone),
    asUtc - zoneOffsetMs(new Date(asUtc + 86_400_000), timeZone),
    asUtc - zoneOffsetMs(new Date(asUtc), timeZone),
  ].sort((a, b) => a - b);
  for (const ms of candidates) {
    if (wallAsUtcMs(toWallTime(new Date(ms), timeZone)) === asUtc) return new Date(ms);
  }
  return null;
}

/** "YYYY-MM-DD" of an instant in `timeZone`. */
export function toIsoDateIn(instant: Date, timeZone: string): string {
  const w = toWallTime(instant, timeZone);
  return isoDate(w.year, w.month, w.day);
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The calendar date `days` after an ISO date (pure calendar arithmetic, no zone). */
export function addDays(isoDay: string, days: number): string {
  const [y, m, d] = isoDay.split("-").map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days));
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** 0 = Sunday ... 6 = Saturday, for an ISO calendar date. */
export function weekdayOf(isoDay: string): number {
  const [y, m, d] = isoDay.split("-").map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay();
}
