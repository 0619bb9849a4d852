import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { type OutboxMail, parseEml } from "./outbox.ts";

export interface ReceivedMail extends OutboxMail {
  envelopeTo: string[];
}

/** A real SMTP server on a free local port (or `port`, to start one again where it was) that keeps what it receives. */
export async function startSmtpPeer(port = 0): Promise<{
  url: string;
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          ...parseEml(Buffer.concat(chunks).toString("utf8")),
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
