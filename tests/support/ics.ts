import ICAL from "ical.js";

export interface ParsedInvite {
  method: string | null;
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  status: string | null;
  summary: string;
  attendee: string | null;
  /** The attendee's CN, or null without one. */
  attendeeName: string | null;
  location: string | null;
}

/** Parses an iTIP invite with ical.js (an independent RFC 5545 parser), one VEVENT. */
export function parseInvite(content: string): ParsedInvite {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error(`No VEVENT in:\n${content}`);
  const event = new ICAL.Event(vevent);
  return {
    method: (calendar.getFirstPropertyValue("method") as string | null) ?? null,
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    status: (vevent.getFirstPropertyValue("status") as string | null) ?? null,
    summary: event.summary,
    attendee: (vevent.getFirstPropertyValue("attendee") as string | null) ?? null,
    attendeeName: (vevent.getFirstProperty("attendee")?.getParameter("cn") as string | undefined) ?? null,
    location: (vevent.getFirstPropertyValue("location") as string | null) ?? null,
  };
}
