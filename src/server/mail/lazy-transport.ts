import type { createTransport, Transporter } from "nodemailer";

type Nodemailer = { createTransport: typeof createTransport };

/** A nodemailer transport made on the first message: start-up does not load nodemailer for a site that sends none. */
export function lazyTransport(create: (nodemailer: Nodemailer) => Transporter) {
  let made: Promise<Transporter> | null = null;
  let transport: Transporter | null = null;
  return {
    get(): Promise<Transporter> {
      made ??= import("nodemailer").then(({ default: nodemailer }) => {
        transport = create(nodemailer);
        return transport;
      });
      made.catch(() => {
        made = null;
      });
      return made;
    },
    close(): void {
      transport?.close();
    },
  };
}
