import type { AdminMessage } from "#shared/schemas/admin-inbox.ts";

// Some mail clients drop a mailto: link longer than about 2,000 characters: a long message is quoted in part.
const MAX_QUOTED_CHARS = 1200;

/**
 * "Reply" as a help-desk inbox does it: the visitor's address, "Re: <their subject>" (the contact form has no
 * subject field, so "Re: Your message to Cloud Bill Check") and their message quoted below an empty first line.
 * Encoded with encodeURIComponent: mailto: reads "+" as a plus sign, not a space.
 */
export function replyMailto(
  message: Pick<AdminMessage, "email" | "name" | "message" | "created_at">,
  site: string,
) {
  const subject = `Re: Your message to ${site}`;
  const text =
    message.message.length > MAX_QUOTED_CHARS
      ? `${message.message.slice(0, MAX_QUOTED_CHARS).trimEnd()} […]`
      : message.message;
  const quoted = text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const date = new Date(message.created_at).toLocaleString("en-GB", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  });
  const body = `\n\nOn ${date} UTC, ${message.name} wrote:\n${quoted}\n`;
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
