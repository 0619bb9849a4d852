import { localTimeZone, zoneLabel } from "./slot-format.ts";

/** "24 Nov 2026, 09:30" in the viewer's zone. */
export function formatStaffTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** "Europe/Berlin (CET)": the viewer's zone, as the staff pages name it. */
export function staffZoneLabel(): string {
  return zoneLabel(localTimeZone());
}
