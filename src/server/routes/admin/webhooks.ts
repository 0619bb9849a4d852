import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  WebhookCreatedSchema,
  WebhookCreateSchema,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
} from "#shared/schemas/webhooks.ts";
import type { Db } from "../../db/client.ts";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import { resendDelivery } from "../../webhooks/queue.ts";
import { rotateWebhookSecret } from "../../webhooks/rotate-secret.ts";
import { generateWebhookSecret } from "../../webhooks/signature.ts";
import {
  checkWebhookUrl,
  isPrivateAddress,
  MSG_WEBHOOK_URL_PRIVATE,
  type WebhookUrlPolicy,
} from "../../webhooks/url-guard.ts";
import { wakeWebhookWorkers } from "../../webhooks/worker.ts";
import { notFound, requireUuid } from "./route-helpers.ts";

const RECENT_DELIVERIES = 50;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Refuses a host whose DNS answer holds a private address now (the send re-checks every attempt). */
async function refusePrivateDns(url: string): Promise<void> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return;
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch {
    return; // Not resolvable yet: deliveries will fail (and retry) until it is.
  }
  if (addresses.some((a) => isPrivateAddress(a.address))) throw new HttpError(400, MSG_WEBHOOK_URL_PRIVATE);
}

const EndpointParams = z.object({ id: z.string() });
const DeliveryParams = z.object({ id: z.string(), deliveryId: z.string().max(100) });

/** /api/admin/webhooks: endpoints staff add (URL, events, secret shown once), their deliveries, resend. */
export const adminWebhookRoutes: FastifyPluginAsyncZod<{ db: Db; policy: WebhookUrlPolicy }> = async (
  app,
  { db, policy },
) => {
  app.get("/", { schema: { response: { 200: z.array(WebhookEndpointSchema) } } }, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    const rows = await db
      .select({
        id: webhookEndpoints.id,
        url: webhookEndpoints.url,
        events: webhookEndpoints.events,
        created_at: webhookEndpoints.created_at,
        last: sql<{ status: string; code: number | null } | null>`(
          select json_build_object('status', d.status, 'code', d.last_status_code) from webhook_deliveries d
          where d.endpoint_id = "webhook_endpoints"."id" order by d.created_at desc limit 1)`,
      })
      .from(webhookEndpoints)
      .orderBy(desc(webhookEndpoints.created_at));
    return rows.map(({ last, ...row }) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      last_delivery_status: last?.status ?? null,
      last_status_code: last?.code ?? null,
    }));
  });

  app.post(
    "/",
    { schema: { body: WebhookCreateSchema, response: { 201: WebhookCreatedSchema } } },
    async (request, reply) => {
      const { url, events } = request.body;
      const problem = checkWebhookUrl(url, policy);
      if (problem) throw new HttpError(400, problem);
      if (!policy.allowPrivate) await refusePrivateDns(url);
      const secret = generateWebhookSecret();
      const [row] = await db
        .insert(webhookEndpoints)
        .values({ url, events, secret })
        .returning({ id: webhookEndpoints.id });
      if (!row) throw new Error("insert returned no row");
      request.log.info({ webhookId: row.id, events }, "webhook endpoint added");
      return reply.status(201).send({ id: row.id, secret });
    },
  );

  app.post(
    "/:id/secret",
    { schema: { params: EndpointParams, response: { 201: WebhookCreatedSchema } } },
    async (request, reply) => {
      const id = requireUuid(request.params.id);
      const secret = await rotateWebhookSecret(db, id);
      if (!secret) throw notFound();
      return reply.status(201).send({ id, secret });
    },
  );

  app.delete("/:id", { schema: { params: EndpointParams } }, async (request, reply) => {
    const id = requireUuid(request.params.id);
    const rows = await db
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .returning({ id: webhookEndpoints.id });
    if (rows.length === 0) throw notFound();
    return reply.status(204).send();
  });

  app.get(
    "/:id/deliveries",
    { schema: { params: EndpointParams, response: { 200: z.array(WebhookDeliverySchema) } } },
    async (request, reply) => {
      const id = requireUuid(request.params.id);
      const [endpoint] = await db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id));
      if (!endpoint) throw notFound();
      reply.header("Cache-Control", "no-store");
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpoint_id, id))
        .orderBy(desc(webhookDeliveries.created_at), desc(webhookDeliveries.id))
        .limit(RECENT_DELIVERIES);
      return rows.map((d) => ({
        id: d.id,
        event_type: d.event_type,
        status: d.status,
        attempts: d.attempts,
        last_status_code: d.last_status_code,
        last_error: d.last_error,
        created_at: d.created_at.toISOString(),
        last_attempt_at: iso(d.last_attempt_at),
        next_attempt_at: d.status === "pending" ? d.next_attempt_at.toISOString() : null,
        delivered_at: iso(d.delivered_at),
      }));
    },
  );

  app.post(
    "/:id/deliveries/:deliveryId/resend",
    { schema: { params: DeliveryParams } },
    async (request, reply) => {
      const id = requireUuid(request.params.id);
      if (!(await resendDelivery(db, id, request.params.deliveryId))) throw notFound();
      wakeWebhookWorkers();
      return reply.status(202).send({ id: request.params.deliveryId, status: "pending" });
    },
  );
};
