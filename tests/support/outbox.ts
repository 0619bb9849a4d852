import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  replyTo: string | null;
  /** The decoded text body. */
  text: string;
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

/** Parses a single-part text .eml as nodemailer writes it. */
export function parseEml(raw: string, file = ""): OutboxMail {
  const normalized = raw.replace(/\r\n/g, "\n");
  const split = normalized.indexOf("\n\n");
  const head = normalized.slice(0, split);
  const body = normalized.slice(split + 2);
  return {
    file,
    to: header(head, "To") ?? "",
    subject: header(head, "Subject") ?? "",
    replyTo: header(head, "Reply-To"),
    text: decodeBody(body, header(head, "Content-Transfer-Encoding")),
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
