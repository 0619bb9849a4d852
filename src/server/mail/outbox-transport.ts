import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { redactUrl } from "../http/redact-url.ts";
import { lazyTransport } from "./lazy-transport.ts";
import { type Mailer, type MailLog, toHeaderText, toNodemailerMessage } from "./mailer.ts";

/** Without SMTP, each message becomes an .eml file (open it in any mail client) and a log line with its link. */
export function createOutboxMailer(dir: string, from: string, log: MailLog): Mailer {
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  return {
    kind: "outbox",
    async send(message) {
      const info = await (await transport.get()).sendMail(toNodemailerMessage(from, message));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      // The link carries a one-time token: it stays in the .eml file, the log shows only where it leads.
      const link = message.link ? ` Link: ${redactUrl(message.link)} (full link in the file)` : "";
      log(`Mail to ${message.to} ("${toHeaderText(message.subject)}") saved to ${file}.${link}`);
    },
    close() {
      transport.close();
    },
  };
}
