// RFC 5545 / RFC 5546 (iTIP) invites for discovery calls: times in UTC, so no VTIMEZONE is needed.

export interface CalendarPerson {
  /** CN; without one, calendars show the address. */
  name?: string;
  email: string;
}

export interface CalendarInvite {
  method: "REQUEST" | "CANCEL";
  uid: string;
  /** Raised on every change; calendars keep the event with the highest SEQUENCE. */
  sequence: number;
  start: Date;
  end: Date;
  stamp: Date;
  summary: string;
  description: string;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
  /** Where the call happens (BOOKING_LOCATION): text, or a link that is also given as URL. */
  location?: string | null;
}

/** A location that is a web address (a video-meeting link) rather than text. */
export function isWebAddress(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value.trim());
}

const PRODID = "-//Cloud Bill Check//Discovery calls//EN";

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** A quoted parameter value may not hold quotes or control characters (RFC 5545 §3.1). */
function paramText(value: string): string {
  return `"${value.replace(/["\p{Cc}]/gu, "")}"`;
}

/** Lines longer than 75 octets are folded with CRLF + space, never inside a UTF-8 sequence. */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > 75) {
      out.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n");
}

function person(role: "ORGANIZER" | "ATTENDEE", p: CalendarPerson, extra = ""): string {
  const cn = p.name ? `;CN=${paramText(p.name)}` : "";
  return `${role}${cn}${extra}:mailto:${p.email}`;
}

export function buildInvite(invite: CalendarInvite): string {
  const isCancel = invite.method === "CANCEL";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODID}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${invite.method}`,
    "BEGIN:VEVENT",
    `UID:${invite.uid}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${utcStamp(invite.stamp)}`,
    `DTSTART:${utcStamp(invite.start)}`,
    `DTEND:${utcStamp(invite.end)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    ...(invite.location ? [`LOCATION:${escapeText(invite.location)}`] : []),
    ...(invite.location && isWebAddress(invite.location) ? [`URL:${invite.location.trim()}`] : []),
    person("ORGANIZER", invite.organizer),
    person(
      "ATTENDEE",
      invite.attendee,
      `;ROLE=REQ-PARTICIPANT;PARTSTAT=${isCancel ? "DECLINED" : "ACCEPTED"}`,
    ),
    `STATUS:${isCancel ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** "Name <addr@host>" or "addr@host" -> its parts (the organizer is the site's sender address). */
export function parseMailbox(mailbox: string): CalendarPerson {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(mailbox);
  if (match) return { name: match[1]?.replace(/^"|"$/g, "") || (match[2] ?? ""), email: match[2] ?? "" };
  return { name: mailbox.trim(), email: mailbox.trim() };
}
