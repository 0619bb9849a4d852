// "Add to calendar" for a booked discovery call: a downloadable .ics, and links that open the event form of
// Google Calendar, Outlook.com and Outlook on Office 365 with the call filled in.

export interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  details: string;
  /** BOOKING_LOCATION: a video-meeting link or text. */
  location?: string | null | undefined;
  /** A stable id, so importing the file twice updates one event. */
  uid: string;
}

export const CALL_TITLE = "Discovery call with Cloud Bill Check";

/** "20270322T080000Z" (UTC, as both iCalendar and Google's `dates` take it). */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${utcStamp(event.start)}/${utcStamp(event.end)}`,
    details: event.details,
    ...(event.location ? { location: event.location } : {}),
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** Outlook's compose deep link: outlook.live.com for Outlook.com, outlook.office.com for Office 365 accounts. */
export function outlookCalendarUrl(event: CalendarEvent, service: "outlook.com" | "office365"): string {
  const host = service === "office365" ? "outlook.office.com" : "outlook.live.com";
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: event.start.toISOString(),
    enddt: event.end.toISOString(),
    body: event.details,
    ...(event.location ? { location: event.location } : {}),
  });
  return `https://${host}/calendar/0/deeplink/compose?${params}`;
}

function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** A one-event calendar file (METHOD:PUBLISH: an entry for the visitor's own calendar, not an invitation). */
export function icsText(event: CalendarEvent, stamp: Date = new Date()): string {
  const location = event.location?.trim();
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Cloud Bill Check//Discovery calls//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.details)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    ...(location && /^https?:\/\/\S+$/i.test(location) ? [`URL:${location}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.join("\r\n")}\r\n`;
}

/** The three links and the file, for one booked call. */
export function calendarLinksFor(event: CalendarEvent) {
  return {
    ics: `data:text/calendar;charset=utf-8,${encodeURIComponent(icsText(event))}`,
    google: googleCalendarUrl(event),
    outlook: outlookCalendarUrl(event, "outlook.com"),
    office365: outlookCalendarUrl(event, "office365"),
  };
}
