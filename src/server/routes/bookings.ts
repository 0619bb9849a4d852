import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MSG_BOOKINGS_DISABLED } from "#shared/messages.ts";
import { BookingRequestSchema } from "#shared/schemas/booking-request.ts";
import { HttpError } from "../http/http-error.ts";
import { bookingConfirmationMail, bookingInboxMail } from "../mail/templates.ts";
import { isSwitchOn } from "../settings/switches.ts";
import type { FormRouteOptions } from "./contact.ts";
import { deliverFormMails, FormAcceptedSchema, formRateLimit } from "./form-delivery.ts";

/** POST /api/bookings: refused while bookings_enabled is off; mails the request to the team and a copy back. */
export const bookingRoutes: FastifyPluginAsyncZod<FormRouteOptions> = async (app, options) => {
  app.post(
    "/",
    {
      config: formRateLimit(options.perMinute),
      schema: { body: BookingRequestSchema, response: { 201: FormAcceptedSchema } },
    },
    async (request, reply) => {
      if (!(await isSwitchOn(options.db, "bookings_enabled")))
        throw new HttpError(403, MSG_BOOKINGS_DISABLED);
      const body = request.body;
      await deliverFormMails(
        options.mailer,
        request.log,
        bookingInboxMail(options.inbox, body),
        bookingConfirmationMail(body),
      );
      return reply.status(201).send({ ok: true as const });
    },
  );
};
