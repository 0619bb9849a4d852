import { describeAnalysisFigures, readAnalysisFigures } from "#shared/format/analysis-summary.ts";
import { SLOT_LONG_FORMAT } from "#shared/time/slot-long-format.ts";
import { zoneShortName } from "#shared/time/zone-name.ts";
import { buildInvite, parseMailbox } from "../mail/ics.ts";
import type { MailMessage } from "../mail/mailer.ts";
import { greetingFor, SITE } from "../mail/templates.ts";

export interface BookingMailContext {
  publicUrl: string;
  /** CONTACT_INBOX: the team's address, the invite's organizer (replies and declines reach people). */
  inbox: string;
  /** MAIL_FROM: the sender of the mails. */
  from: string;
  /** BOOKING_LOCATION: a video-meeting link or a text; null when not configured. */
  location: string | null;
  /** BOOKING_TIMEZONE. */
  timeZone: string;
  now: Date;
}

export interface BookingForMail {
  id: string;
  slot_start: Date;
  slot_end: Date;
  name: string;
  email: string;
  company: string;
  note: string;
  visitor_time_zone: string | null;
  sequence: number;
}

export interface AttachedResult {
  id: string;
  /** The figures in effect, the visitor's corrections applied. */
  extracted_data: unknown;
  corrected: boolean;
}

/**
 * "Monday, 30 March 2026 at 09:00 CEST (Europe/Berlin)": the zone named as the booking pages name it
 * (zoneShortName), once when its short name is its name ("UTC").
 */
export function formatSlotTime(start: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat("en-GB", { timeZone, ...SLOT_LONG_FORMAT }).format(start);
  const short = zoneShortName(start, timeZone);
  return short === timeZone ? `${text} ${short}` : `${text} ${short} (${timeZone})`;
}

function whenLines(b: BookingForMail, ctx: BookingMailContext): string[] {
  const zones = [b.visitor_time_zone ?? ctx.timeZone, ctx.timeZone];
  return [...new Set(zones)].map((zone) => `  ${formatSlotTime(b.slot_start, zone)}`);
}

/** "Where: https://meet.example/abc" when BOOKING_LOCATION is set. */
function whereLines(ctx: BookingMailContext): string[] {
  return ctx.location ? [`Where: ${ctx.location}`] : [];
}

const MAX_ATTENDEE_NAME_WORDS = 4;
const MAX_ATTENDEE_NAME_LENGTH = 60;
// The typographic apostrophe as an escape: the server bundle stays ASCII (see scripts/build-server.mjs).
const NAME_WORD = /^[\p{L}\p{M}'\u2019-]+\.?$/u;

/**
 * The attendee's name in the invite (its CN): the invite goes to whatever address was typed, so only a name that
 * reads as a person's name goes in: one line of at most four words of letters (an initial may end in a dot, "J.");
 * else the first word when it is letters alone, as the greeting takes it; else none, and calendars show the address.
 */
export function inviteAttendeeName(name: string): string | null {
  const words = name
    .replace(/[\r\n\u2028\u2029\t]+/g, " ")
    .trim()
    .split(/\s+/);
  const whole = words.join(" ");
  if (
    words.length <= MAX_ATTENDEE_NAME_WORDS &&
    whole.length <= MAX_ATTENDEE_NAME_LENGTH &&
    words.every((word) => NAME_WORD.test(word))
  )
    return whole;
  const first = words[0] ?? "";
  return /^[\p{L}\p{M}'-]{1,30}$/u.test(first) ? first : null;
}

/** One UID per booking: the mailed invites and the page's .ics carry it, so adding both keeps one event. */
export function bookingInviteUid(bookingId: string, publicUrl: string): string {
  return `booking-${bookingId}@${new URL(publicUrl).hostname}`;
}

/**
 * The visitor's calendar invitation (RFC 5546 iTIP, METHOD REQUEST or CANCEL), the same text in the mail and in
 * the booking page's "Download .ics". Nothing else the visitor typed (company, note) goes into it: DESCRIPTION is
 * fixed wording.
 */
export function visitorInvite(
  b: BookingForMail,
  ctx: BookingMailContext,
  method: "REQUEST" | "CANCEL",
): string {
  const attendee = inviteAttendeeName(b.name);
  return buildInvite({
    method,
    uid: bookingInviteUid(b.id, ctx.publicUrl),
    sequence: b.sequence,
    start: b.slot_start,
    end: b.slot_end,
    stamp: ctx.now,
    summary: `Discovery call with ${SITE}`,
    description: [
      `A free discovery call with a FinOps engineer of ${SITE}.`,
      ...whereLines(ctx),
      `To move or cancel it, use the links in the confirmation email.`,
    ].join("\n"),
    organizer: { name: SITE, email: parseMailbox(ctx.inbox).email },
    attendee: { ...(attendee ? { name: attendee } : {}), email: b.email },
    location: ctx.location,
  });
}

function invite(b: BookingForMail, ctx: BookingMailContext, method: "REQUEST" | "CANCEL") {
  return { method, content: visitorInvite(b, ctx, method) };
}

function manageLinks(ctx: BookingMailContext, token: string): string[] {
  const link = `${ctx.publicUrl}/bookings/manage?token=${encodeURIComponent(token)}`;
  return [`To move the call to another time: ${link}`, `To cancel it: ${link}&action=cancel`];
}

export type ConfirmationKind = "booked" | "moved" | "moved-by-staff";

const CONFIRMATION_OPENING: Record<ConfirmationKind, string> = {
  booked: `Your free discovery call with ${SITE} is booked for:`,
  moved: `Your free discovery call with ${SITE} is moved to:`,
  "moved-by-staff": `We had to move your free discovery call with ${SITE}. The new time is:`,
};

/** To the visitor: fixed text, the time, the invite and the cancel / move links (nothing else they typed). */
export function bookingConfirmationMail(
  b: BookingForMail,
  ctx: BookingMailContext,
  token: string,
  kind: ConfirmationKind = "booked",
): MailMessage {
  return {
    to: b.email,
    subject: `${kind === "booked" ? "Your" : "Moved: your"} discovery call with ${SITE}`,
    text: [
      greetingFor(b.name),
      "",
      CONFIRMATION_OPENING[kind],
      ...whenLines(b, ctx),
      ...whereLines(ctx),
      "",
      "The calendar invitation is attached.",
      "",
      ...manageLinks(ctx, token),
      "",
      "If you did not book this call, please use the cancel link.",
      "",
    ].join("\n"),
    calendar: invite(b, ctx, "REQUEST"),
  };
}

/** To the team: who, when, the note, and the attached analysis with its figures. */
export function bookingStaffMail(
  b: BookingForMail,
  ctx: BookingMailContext,
  analysis: AttachedResult | null,
  kind: "booked" | "moved" | "moved by staff",
): MailMessage {
  const analysisLines = analysis
    ? [
        "",
        `Attached analysis: ${ctx.publicUrl}/results/${analysis.id}`,
        ...describeAnalysisFigures(readAnalysisFigures(analysis.extracted_data)),
        ...(analysis.corrected
          ? ["The visitor corrected figures that were misread; these are the corrected ones."]
          : []),
      ]
    : [];
  return {
    to: ctx.inbox,
    replyTo: b.email,
    subject: `Discovery call ${kind}: ${b.name} on ${formatSlotTime(b.slot_start, ctx.timeZone)}`,
    text: [
      `A discovery call was ${kind}. All bookings: ${ctx.publicUrl}/admin/bookings`,
      "",
      `Name: ${b.name}`,
      `Email: ${b.email}`,
      `Company: ${b.company || "-"}`,
      `When: ${formatSlotTime(b.slot_start, ctx.timeZone)} = ${b.slot_start.toISOString()}`,
      `Visitor's time zone: ${b.visitor_time_zone ?? "unknown"}`,
      ...analysisLines,
      "",
      "----- Note (as typed by the visitor) -----",
      b.note || "-",
      "",
    ].join("\n"),
    calendar: invite(b, ctx, "REQUEST"),
  };
}

/** Which ways back in are open when the mail is written (the feature switches). */
export interface OpenWaysBack {
  bookings: boolean;
  contactForm: boolean;
}

/** The closing line of a cancellation: book again, write through the form, or (both off) to the inbox. */
function wayBackLine(ctx: BookingMailContext, open: OpenWaysBack): string {
  if (open.bookings) return `You are welcome to book another time: ${ctx.publicUrl}/#contact-section`;
  if (open.contactForm)
    return `New bookings are paused at the moment. To talk to us, send us a message: ${ctx.publicUrl}/#contact-section`;
  return `New bookings are paused at the moment. To talk to us, write to ${ctx.inbox}.`;
}

/** `reason`: staff's own words (never the visitor's), shown when staff cancelled and gave one. */
export function bookingCancelledVisitorMail(
  b: BookingForMail,
  ctx: BookingMailContext,
  byStaff: boolean,
  open: OpenWaysBack,
  reason: string | null = null,
): MailMessage {
  return {
    to: b.email,
    subject: `Cancelled: your discovery call with ${SITE}`,
    text: [
      greetingFor(b.name),
      "",
      byStaff
        ? "We are sorry: we had to cancel your discovery call on:"
        : "Your discovery call is cancelled, as you asked. It was planned for:",
      ...whenLines(b, ctx),
      ...(byStaff && reason ? ["", `The reason: ${reason}`] : []),
      "",
      wayBackLine(ctx, open),
      "",
    ].join("\n"),
    calendar: invite(b, ctx, "CANCEL"),
  };
}

export function bookingCancelledStaffMail(b: BookingForMail, ctx: BookingMailContext): MailMessage {
  return {
    to: ctx.inbox,
    replyTo: b.email,
    subject: `Discovery call cancelled: ${b.name} on ${formatSlotTime(b.slot_start, ctx.timeZone)}`,
    text: `The visitor cancelled their discovery call.\n\nName: ${b.name}\nEmail: ${b.email}\nWhen: ${formatSlotTime(b.slot_start, ctx.timeZone)}\n\nAll bookings: ${ctx.publicUrl}/admin/bookings\n`,
    calendar: invite(b, ctx, "CANCEL"),
  };
}
