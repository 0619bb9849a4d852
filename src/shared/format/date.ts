function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/** The date part of an ISO timestamp, in UTC: "2024-03-01". Returns the input unchanged if it is not a date. */
export function formatDateOnly(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** docs/product.md#screens Results History: UTC "YYYY-MM-DD HH:MM:SS". */
export function formatUtcDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  return `${formatDateOnly(iso)} ${time}`;
}

/** Long form for prose: "March 1, 2024" (UTC, so the day never shifts with the reader's time zone). */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
