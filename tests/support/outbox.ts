import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  replyTo: string | null;
  /** The decoded text body (the text/plain part of a multipart message). */
  text: string;
  /** The text/calendar part (an iTIP invite), when the message has one. */
  calendar: { method: string | null; content: string } | null;
}

interface MimePart {
  contentType: string;
  body: string;
}

function header(head: string, name: string): string | null {
  const match = new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, "im").exec(head);
  return match?.[1]?.replace(/\n[ \t]+/g, " ").trim() ?? null;
}

function decodeBody(body: string, encoding: string | null): string {
  if (encoding?.toLowerCase() === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding?.toLowerCase() === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
  }
  return body;
}

/** The leaf parts of a MIME entity (head + body), multipart bodies split at their boundary. */
function leafParts(head: string, body: string): MimePart[] {
  const contentType = header(head, "Content-Type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!contentType.toLowerCase().startsWith("multipart/") || !boundary)
    return [{ contentType, body: decodeBody(body, header(head, "Content-Transfer-Encoding")) }];
  const sections = body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith("--"))
    .flatMap((section) => {
      const entity = section.replace(/^\n/, "");
      const split = entity.indexOf("\n\n");
      return leafParts(entity.slice(0, split), entity.slice(split + 2).replace(/\n$/, ""));
    });
}

/** Parses an .eml as nodemailer writes it: single-part text, or multipart with a calendar invite. */
export function parseEml(raw: string, file = ""): OutboxMail {
  const normalized = raw.replace(/\r\n/g, "\n");
  const split = normalized.indexOf("\n\n");
  const head = normalized.slice(0, split);
  const parts = leafParts(head, normalized.slice(split + 2));
  const text = parts.find((p) => p.contentType.toLowerCase().startsWith("text/plain"));
  const calendar = parts.find((p) => p.contentType.toLowerCase().startsWith("text/calendar"));
  return {
    file,
    to: header(head, "To") ?? "",
    subject: header(head, "Subject") ?? "",
    replyTo: header(head, "Reply-To"),
    text: text?.body ?? parts[0]?.body ?? "",
    calendar: calendar
      ? { method: /method=([A-Z]+)/i.exec(calendar.contentType)?.[1] ?? null, content: calendar.body }
      : null,
  };
}

/** Every message in DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, "outbox");
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
  return files.sort().map((f) => parseEml(readFileSync(path.join(dir, f), "utf8"), path.join(dir, f)));
}

export function linkIn(text: string, pattern = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/): string {
  const match = pattern.exec(text);
  if (!match) throw new Error(`No link in mail text:\n${text}`);
  return match[0];
}

/** Mail may be sent in the background after the response: poll the outbox until a message matches. */
export async function waitForMail(dataDir: string, match: (mail: OutboxMail) => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readOutbox(dataDir).filter(match);
    if (found.length > 0 || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
