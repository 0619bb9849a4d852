import type { FastifyBaseLogger } from "fastify";
import type { Availability } from "#shared/booking/availability.ts";
import type { Db } from "../db/client.ts";
import type { Jobs } from "../jobs/jobs.ts";
import type { BookingMailContext } from "./booking-mails.ts";

export interface BookingDeps {
  db: Db;
  /** Mails and lead events are queued here, with the booking's row. */
  jobs: Jobs;
  availability: Availability;
  publicUrl: string;
  inbox: string;
  from: string;
  /** BOOKING_LOCATION. */
  location: string | null;
  /** BOOKING_MAX_UPCOMING_PER_IP (default 2; the browser tests, all from 127.0.0.1, raise it). */
  maxUpcomingPerIp: number;
  log: FastifyBaseLogger;
  now: () => Date;
}

export function mailContextOf(deps: BookingDeps): BookingMailContext {
  return {
    publicUrl: deps.publicUrl,
    inbox: deps.inbox,
    from: deps.from,
    location: deps.location,
    timeZone: deps.availability.timeZone,
    now: deps.now(),
  };
}
