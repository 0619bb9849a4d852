import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Availability } from "#shared/booking/availability.ts";
import {
  MSG_BOOKING_DAYS_INVALID,
  MSG_BOOKING_FROM_INVALID,
  MSG_BOOKINGS_DISABLED,
} from "#shared/messages/booking.ts";
import {
  BookingCreatedSchema,
  BookingMovedSchema,
  BookingMoveSchema,
  BookingRequestSchema,
  BookingSlotsSchema,
  BookingTokenSchema,
  ManagedBookingSchema,
} from "#shared/schemas/booking-request.ts";
import { FormAcceptedSchema } from "#shared/schemas/visitor-fields.ts";
import { toIsoDateIn } from "#shared/time/zoned-time.ts";
import { bookCall } from "../booking/book-call.ts";
import { type BookingDeps, mailContextOf } from "../booking/booking-deps.ts";
import { visitorInvite } from "../booking/booking-mails.ts";
import { listFreeSlots } from "../booking/list-free-slots.ts";
import { cancelBookingByToken, findBookingByToken, moveBookingByToken } from "../booking/manage-booking.ts";
import { HttpError } from "../http/http-error.ts";
import { clientKey } from "../net/ip-address.ts";
import { MANAGE_TOKEN_HEADER } from "../results/manage-token.ts";
import { isSwitchOn } from "../settings/switches.ts";
import type { FormRouteOptions } from "./contact.ts";
import { formRateLimit } from "./form-rate-limit.ts";

export interface BookingRouteOptions extends FormRouteOptions {
  availability: Availability;
  location: string | null;
  maxUpcomingPerIp: number;
  from: string;
  now: () => Date;
}

const MAX_SLOT_DAYS = 62;
const SlotsQuerySchema = z.object({
  from: z.iso.date(MSG_BOOKING_FROM_INVALID).optional(),
  days: z.coerce
    .number(MSG_BOOKING_DAYS_INVALID)
    .int(MSG_BOOKING_DAYS_INVALID)
    .min(1, MSG_BOOKING_DAYS_INVALID)
    .max(MAX_SLOT_DAYS, MSG_BOOKING_DAYS_INVALID)
    .default(14),
});

/**
 * /api/bookings: the free slots, booking one, and the visitor's own link (look, cancel, move). Booking and
 * moving are refused while bookings_enabled is off; cancelling always works.
 */
export const bookingRoutes: FastifyPluginAsyncZod<BookingRouteOptions> = async (app, options) => {
  const deps = (log: BookingDeps["log"]): BookingDeps => ({ ...options, log });
  const requireBookingsOn = async () => {
    if (!(await isSwitchOn(options.db, "bookings_enabled"))) throw new HttpError(403, MSG_BOOKINGS_DISABLED);
  };
  const linkRateLimit = formRateLimit(options.perMinute * 6);

  app.get(
    "/slots",
    { schema: { querystring: SlotsQuerySchema, response: { 200: BookingSlotsSchema } } },
    async (request, reply) => {
      await requireBookingsOn();
      const now = options.now();
      const fromDay = request.query.from ?? toIsoDateIn(now, options.availability.timeZone);
      const slots = await listFreeSlots(options.db, options.availability, fromDay, request.query.days, now);
      reply.header("Cache-Control", "no-store");
      return {
        timezone: options.availability.timeZone,
        slot_minutes: options.availability.slotMinutes,
        location: options.location,
        slots: slots.map((s) => s.toISOString()),
      };
    },
  );

  app.post(
    "/",
    {
      onRequest: options.refuseCrossSite,
      config: formRateLimit(options.perMinute),
      schema: { body: BookingRequestSchema, response: { 201: BookingCreatedSchema } },
    },
    async (request, reply) => {
      await requireBookingsOn();
      // Honeypot filled: a bot. It sees an answer of the usual shape; nothing is stored or sent.
      if (request.body.website) return reply.status(201).send({ id: crypto.randomUUID(), invite: "" });
      const resultToken = request.headers[MANAGE_TOKEN_HEADER];
      return reply
        .status(201)
        .send(await bookCall(deps(request.log), request.body, clientKey(request.ip), resultToken));
    },
  );

  app.get(
    "/manage",
    {
      config: linkRateLimit,
      schema: { querystring: BookingTokenSchema, response: { 200: ManagedBookingSchema } },
    },
    async (request, reply) => {
      const bookingDeps = deps(request.log);
      const row = await findBookingByToken(bookingDeps, request.query.token);
      reply.header("Cache-Control", "no-store");
      return {
        id: row.id,
        slot_start: row.slot_start.toISOString(),
        slot_end: row.slot_end.toISOString(),
        status: row.status,
        timezone: options.availability.timeZone,
        location: options.location,
        // A link works only while its call is confirmed.
        invite: visitorInvite(row, mailContextOf(bookingDeps), "REQUEST"),
      };
    },
  );

  app.post(
    "/cancel",
    {
      onRequest: options.refuseCrossSite,
      config: linkRateLimit,
      schema: { body: BookingTokenSchema, response: { 200: FormAcceptedSchema } },
    },
    async (request) => {
      await cancelBookingByToken(deps(request.log), request.body.token);
      return { ok: true as const };
    },
  );

  app.post(
    "/move",
    {
      onRequest: options.refuseCrossSite,
      config: linkRateLimit,
      schema: { body: BookingMoveSchema, response: { 200: BookingMovedSchema } },
    },
    async (request) => {
      await requireBookingsOn();
      return moveBookingByToken(deps(request.log), request.body.token, request.body.slot_start);
    },
  );
};
