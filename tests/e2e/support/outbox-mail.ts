import path from "node:path";
import { type OutboxMail, readOutbox } from "../../support/outbox.ts";

const DATA_DIR = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data-3100";

/** Mails the e2e server wrote to its outbox for this address, newest last. */
export function mailsTo(email: string): OutboxMail[] {
  return readOutbox(path.resolve(DATA_DIR)).filter((mail) => mail.to === email);
}

/** Polls the outbox until a mail to `email` matches. */
export async function waitForMailTo(email: string, match: (mail: OutboxMail) => boolean = () => true) {
  const deadline = Date.now() + 7_000;
  for (;;) {
    const found = mailsTo(email).filter(match);
    if (found.length > 0) return found.at(-1) as OutboxMail;
    if (Date.now() > deadline) throw new Error(`No mail to ${email} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
