import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type FailedJob, FailedJobParamsSchema, FailedJobSchema } from "#shared/schemas/admin-jobs.ts";
import type { Db } from "../../db/client.ts";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema.ts";
import type { Jobs } from "../../jobs/jobs.ts";
import { resendDelivery } from "../../webhooks/queue.ts";
import { wakeWebhookWorkers } from "../../webhooks/worker.ts";
import { notFound } from "./route-helpers.ts";

const LISTED = 100;
const MailData = z.object({ what: z.string(), message: z.object({ to: z.string() }) });

async function failedMails(jobs: Jobs): Promise<FailedJob[]> {
  return (await jobs.listFailed(LISTED)).map((job) => {
    const data = MailData.safeParse(job.data);
    return {
      kind: "mail" as const,
      id: job.id,
      what: data.success ? data.data.what : job.name,
      target: data.success ? data.data.message.to : "",
      error: job.error,
      attempts: job.attempts,
      failed_at: job.failed_at ? job.failed_at.toISOString() : null,
    };
  });
}

async function failedDeliveries(db: Db): Promise<FailedJob[]> {
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      event_type: webhookDeliveries.event_type,
      url: webhookEndpoints.url,
      last_error: webhookDeliveries.last_error,
      attempts: webhookDeliveries.attempts,
      last_attempt_at: webhookDeliveries.last_attempt_at,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpoint_id))
    .where(eq(webhookDeliveries.status, "failed"))
    .orderBy(desc(webhookDeliveries.last_attempt_at))
    .limit(LISTED);
  return rows.map((r) => ({
    kind: "webhook" as const,
    id: r.id,
    what: r.event_type,
    target: r.url,
    error: r.last_error,
    attempts: r.attempts,
    failed_at: r.last_attempt_at ? r.last_attempt_at.toISOString() : null,
  }));
}

/** /api/admin/jobs: background work that failed for good (mails, webhook deliveries), and Retry. */
export const adminJobRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: Jobs }> = async (app, { db, jobs }) => {
  app.get("/failed", { schema: { response: { 200: z.array(FailedJobSchema) } } }, async () => {
    const all = [...(await failedMails(jobs)), ...(await failedDeliveries(db))];
    return all.sort((a, b) => (b.failed_at ?? "").localeCompare(a.failed_at ?? ""));
  });

  app.post("/:kind/:id/retry", { schema: { params: FailedJobParamsSchema } }, async (request, reply) => {
    const { kind, id } = request.params;
    if (kind === "mail") {
      if (!(await jobs.retry(id))) throw notFound();
    } else {
      const [row] = await db
        .select({ endpoint_id: webhookDeliveries.endpoint_id })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, id));
      if (!row || !(await resendDelivery(db, row.endpoint_id, id))) throw notFound();
      wakeWebhookWorkers();
    }
    return reply.code(202).send();
  });
};
