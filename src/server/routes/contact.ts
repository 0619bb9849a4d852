import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MSG_CONTACT_DISABLED } from "#shared/messages/contact.ts";
import { ContactRequestSchema } from "#shared/schemas/contact-request.ts";
import { FormAcceptedSchema } from "#shared/schemas/visitor-fields.ts";
import { submitContactMessage } from "../contact/submit-contact-message.ts";
import type { Db } from "../db/client.ts";
import { HttpError } from "../http/http-error.ts";
import type { Jobs } from "../jobs/jobs.ts";
import type { CrossSiteGuard } from "../plugins/cross-site-guard.ts";
import { isSwitchOn } from "../settings/switches.ts";
import { formRateLimit } from "./form-rate-limit.ts";

export interface FormRouteOptions {
  db: Db;
  jobs: Jobs;
  inbox: string;
  publicUrl: string;
  perMinute: number;
  refuseCrossSite: CrossSiteGuard;
}

/** POST /api/contact: refused while contact_form_enabled is off; stores the message and mails the team. */
export const contactRoutes: FastifyPluginAsyncZod<FormRouteOptions> = async (app, options) => {
  app.post(
    "/",
    {
      onRequest: options.refuseCrossSite,
      config: formRateLimit(options.perMinute),
      schema: { body: ContactRequestSchema, response: { 201: FormAcceptedSchema } },
    },
    async (request, reply) => {
      if (!(await isSwitchOn(options.db, "contact_form_enabled")))
        throw new HttpError(403, MSG_CONTACT_DISABLED);
      // Honeypot filled: a bot. It sees the usual answer; nothing is stored or sent.
      if (request.body.website) return reply.status(201).send({ ok: true as const });
      await submitContactMessage({ ...options, log: request.log }, request.body);
      return reply.status(201).send({ ok: true as const });
    },
  );
};
