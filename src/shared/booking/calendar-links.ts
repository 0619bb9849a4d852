// "Add to calendar" for a booked discovery call: the invitation the server mailed as a downloadable .ics, and
// links that open the event form of Google Calendar, Outlook.com and Outlook on Office 365 with the call filled in.

export interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  details: string;
  /** BOOKING_LOCATION: a video-meeting link or text. */
  location?: string | null | undefined;
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

/**
 * The booking's invitation as a file to download: the very text its mail carries (one UID, METHOD:REQUEST and
 * SEQUENCE), so a calendar given both keeps one event.
 */
export function icsDataUrl(invite: string): string {
  return `data:text/calendar;charset=utf-8;method=REQUEST,${encodeURIComponent(invite)}`;
}

/** The three compose links, for one booked call. */
export function calendarLinksFor(event: CalendarEvent) {
  return {
    google: googleCalendarUrl(event),
    outlook: outlookCalendarUrl(event, "outlook.com"),
    office365: outlookCalendarUrl(event, "office365"),
  };
}
