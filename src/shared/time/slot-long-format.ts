/**
 * The fields of a booked slot written out in full ("Monday, 30 March 2026 at 09:00"): the booking pages and the
 * booking mails name a call's time with the same ones, each in its own locale and zone.
 */
export const SLOT_LONG_FORMAT = {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
} as const satisfies Intl.DateTimeFormatOptions;
