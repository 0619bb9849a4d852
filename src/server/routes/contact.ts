import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MSG_CONTACT_DISABLED } from "#shared/messages.ts";
import { ContactRequestSchema } from "#shared/schemas/contact-request.ts";
import type { Db } from "../db/client.ts";
import { HttpError } from "../http/http-error.ts";
import type { Mailer } from "../mail/mailer.ts";
import { contactConfirmationMail, contactInboxMail } from "../mail/templates.ts";
import { isSwitchOn } from "../settings/switches.ts";
import { deliverFormMails, FormAcceptedSchema, formRateLimit } from "./form-delivery.ts";

export interface FormRouteOptions {
  db: Db;
  mailer: Mailer;
  inbox: string;
  perMinute: number;
}

/** POST /api/contact: refused while contact_form_enabled is off; mails the team and a copy to the sender. */
export const contactRoutes: FastifyPluginAsyncZod<FormRouteOptions> = async (app, options) => {
  app.post(
    "/",
    {
      config: formRateLimit(options.perMinute),
      schema: { body: ContactRequestSchema, response: { 201: FormAcceptedSchema } },
    },
    async (request, reply) => {
      if (!(await isSwitchOn(options.db, "contact_form_enabled")))
        throw new HttpError(403, MSG_CONTACT_DISABLED);
      const body = request.body;
      await deliverFormMails(
        options.mailer,
        request.log,
        contactInboxMail(options.inbox, body),
        contactConfirmationMail(body),
      );
      return reply.status(201).send({ ok: true as const });
    },
  );
};
