import type { FastifyBaseLogger } from "fastify";
import type { Availability } from "#shared/booking/availability.ts";
import type { Db } from "../db/client.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { BookingMailContext } from "./booking-mails.ts";

export interface BookingDeps {
  db: Db;
  mailer: Mailer;
  availability: Availability;
  publicUrl: string;
  inbox: string;
  from: string;
  log: FastifyBaseLogger;
  now: () => Date;
}

export function mailContextOf(deps: BookingDeps): BookingMailContext {
  return {
    publicUrl: deps.publicUrl,
    inbox: deps.inbox,
    from: deps.from,
    timeZone: deps.availability.timeZone,
    now: deps.now(),
  };
}
