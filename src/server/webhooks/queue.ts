import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { webhookDeliveries, webhookEndpoints } from "../db/schema.ts";
import type { Tx } from "../jobs/jobs.ts";
import { generateMessageId } from "./signature.ts";

/** How long a claimed delivery stays with its instance before another may take it over (it died mid-send). */
const LOCK_SECONDS = 120;

/**
 * Queues one event about a row for every endpoint subscribed to it; returns how many deliveries were queued.
 * Only the row's id is kept: the body is built from the row at each attempt (see readEventData).
 */
export async function enqueueEvent(
  db: Db | Tx,
  type: string,
  subjectId: string,
  details?: Record<string, string | null>,
): Promise<number> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`);
  if (endpoints.length === 0) return 0;
  await db.insert(webhookDeliveries).values(
    endpoints.map((e) => ({
      id: generateMessageId(),
      endpoint_id: e.id,
      event_type: type,
      subject_id: subjectId,
      details: details ?? null,
    })),
  );
  return endpoints.length;
}

/**
 * The deliveries about rows that are being deleted (a visitor deletes their analysis, the retention purge):
 * pending ones are cancelled, and the record of sent ones goes with the row.
 */
export async function cancelDeliveriesAbout(db: Db | Tx, subjectIds: readonly string[]): Promise<number> {
  if (subjectIds.length === 0) return 0;
  const rows = await db
    .delete(webhookDeliveries)
    .where(inArray(webhookDeliveries.subject_id, [...subjectIds]))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

/** Deliveries older than the retention period, whatever their state (the privacy page's promise). */
export async function purgeDeliveriesBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(webhookDeliveries)
    .where(lt(webhookDeliveries.created_at, cutoff))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

/** Drops one delivery whose row is gone (found at send time). */
export async function dropDelivery(db: Db, id: string): Promise<void> {
  await db.delete(webhookDeliveries).where(eq(webhookDeliveries.id, id));
}

export type ClaimedDelivery = {
  id: string;
  endpoint_id: string;
  event_type: string;
  subject_id: string | null;
  details: Record<string, string | null> | null;
  /** Set only on deliveries queued before bodies were built at send time. */
  payload: string | null;
  created_at: string | Date;
  attempts: number;
  url: string;
  secret: string;
  /** The secret before a rotation, while its overlap lasts. */
  previous_secret: string | null;
};

/**
 * Claims up to `limit` due deliveries for this instance, at most one per endpoint and none for the endpoints
 * this instance is already sending to (`busyEndpoints`): a slow receiver holds up only its own deliveries.
 * One UPDATE over rows picked with FOR UPDATE SKIP LOCKED, so two instances polling at once never get the same
 * row. A row left `delivering` past its lock (its instance stopped mid-send) is due again.
 */
export async function claimDueDeliveries(
  db: Db,
  limit: number,
  busyEndpoints: readonly string[] = [],
): Promise<ClaimedDelivery[]> {
  const busy =
    busyEndpoints.length > 0
      ? sql`and endpoint_id not in (${sql.join(
          busyEndpoints.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
  const result = await db.execute(sql`
    update webhook_deliveries as d
    set status = 'delivering', attempts = d.attempts + 1, last_attempt_at = now(),
        locked_until = now() + make_interval(secs => ${LOCK_SECONDS})
    from webhook_endpoints as e
    where e.id = d.endpoint_id
      and ((d.status = 'pending' and d.next_attempt_at <= now())
        or (d.status = 'delivering' and d.locked_until < now()))
      and d.id in (
      select id from webhook_deliveries
      -- Checked again on the row this statement locks: the window below was read before another instance's claim
      -- committed, and without the row's own condition here the row would be claimed (and sent) twice.
      where ((status = 'pending' and next_attempt_at <= now())
          or (status = 'delivering' and locked_until < now()))
        and id in (
        select id from (
          select id, row_number() over (partition by endpoint_id order by next_attempt_at) as place
          from webhook_deliveries
          where ((status = 'pending' and next_attempt_at <= now())
             or (status = 'delivering' and locked_until < now())) ${busy}
        ) as due
        where place = 1
      )
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning d.id, d.endpoint_id, d.event_type, d.subject_id, d.details, d.payload, d.created_at, d.attempts,
      e.url, e.secret, case when e.previous_secret_until > now() then e.previous_secret end as previous_secret`);
  return (result as unknown as { rows: ClaimedDelivery[] }).rows.map((r) => ({
    ...r,
    attempts: Number(r.attempts),
  }));
}

/** An attempt cut off by shutdown: due again at once, without counting as an attempt. */
export async function releaseDelivery(db: Db, id: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      status: "pending",
      attempts: sql`greatest(${webhookDeliveries.attempts} - 1, 0)`,
      next_attempt_at: sql`now()`,
      locked_until: null,
    })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, "delivering")));
}

export type AttemptOutcome = { ok: boolean; statusCode: number | null; error: string | null };

/**
 * Records an attempt: delivered, or due again after the next backoff delay, or failed for good once the
 * schedule is used up (the default schedule spans just under a day).
 */
export async function recordAttempt(
  db: Db,
  delivery: Pick<ClaimedDelivery, "id" | "attempts">,
  outcome: AttemptOutcome,
  retryDelaysMs: readonly number[],
): Promise<void> {
  const common = { last_status_code: outcome.statusCode, last_error: outcome.error, locked_until: null };
  if (outcome.ok) {
    await db
      .update(webhookDeliveries)
      .set({ ...common, status: "succeeded", delivered_at: sql`now()` })
      .where(eq(webhookDeliveries.id, delivery.id));
    return;
  }
  const delay = retryDelaysMs[delivery.attempts - 1];
  await db
    .update(webhookDeliveries)
    .set(
      delay === undefined
        ? { ...common, status: "failed" }
        : {
            ...common,
            status: "pending",
            next_attempt_at: sql`now() + make_interval(secs => ${delay / 1000})`,
          },
    )
    .where(eq(webhookDeliveries.id, delivery.id));
}

/** Staff's "Resend": the same message (same webhook-id) is due now, with a fresh retry schedule. */
export async function resendDelivery(db: Db, endpointId: string, deliveryId: string): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: "pending", attempts: 0, next_attempt_at: sql`now()`, locked_until: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpoint_id, endpointId)))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}
