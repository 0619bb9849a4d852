import type { Db } from "../db/client.ts";
import { readEventData } from "./event-payload.ts";
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  dropDelivery,
  recordAttempt,
  releaseDelivery,
} from "./queue.ts";
import { sendWebhook } from "./send.ts";
import { webhookHeaders } from "./signature.ts";

/**
 * The retry schedule after a failed attempt (Standard Webhooks' suggestion, trimmed to a day): 5 s, 5 min,
 * 30 min, 2 h, 5 h, 8 h, 8 h. Eight attempts over 23 h 35 min, then the delivery is marked failed.
 */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [5, 300, 1800, 7200, 18_000, 28_800, 28_800].map(
  (s) => s * 1000,
);

/** The signed body: built now from the event's row (null when the row is gone), or a legacy stored one. */
async function deliveryBody(db: Db, publicUrl: string, delivery: ClaimedDelivery): Promise<string | null> {
  if (delivery.payload !== null) return delivery.payload;
  if (!delivery.subject_id) return null;
  const data = await readEventData(db, publicUrl, delivery.event_type, delivery.subject_id);
  if (!data) return null;
  const timestamp = new Date(delivery.created_at).toISOString();
  return JSON.stringify({ type: delivery.event_type, timestamp, data: { ...data, ...delivery.details } });
}

/** Deliveries this instance sends at once (each to a different endpoint). */
const MAX_IN_FLIGHT = 16;

export type WebhookWorkerOptions = {
  db: Db;
  /** The site's address, for the links in event bodies. */
  publicUrl: string;
  allowPrivate: boolean;
  retryDelaysMs?: readonly number[];
  pollMs?: number;
  /** The whole attempt's limit (see sendWebhook). */
  attemptDeadlineMs?: number;
  log?: { warn(obj: object, msg: string): void };
};

export type WebhookWorker = { wake(): void; stop(): Promise<void> };

// Workers in this process: an event queued here wakes them instead of waiting for the next poll.
const localWorkers = new Set<WebhookWorker>();

export function wakeWebhookWorkers(): void {
  for (const worker of localWorkers) worker.wake();
}

/**
 * Sends due deliveries: polls the queue every `pollMs` (other instances' events, retries that came due,
 * deliveries left by a stopped instance) and at once when this process queues an event or a send ends. Each
 * delivery runs on its own: a slow endpoint holds its own next delivery back, never another endpoint's. Stopping
 * aborts the attempts in flight and puts them back in the queue, due at once.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { db, allowPrivate } = options;
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const stopping = new AbortController();
  const inFlight = new Map<string, { endpointId: string; done: Promise<void> }>();
  let claiming: Promise<void> | null = null;
  let again = false;

  const deliver = async (delivery: ClaimedDelivery) => {
    const body = await deliveryBody(db, options.publicUrl, delivery);
    if (body === null) {
      await dropDelivery(db, delivery.id);
      return;
    }
    const previous = delivery.previous_secret ? [delivery.previous_secret] : [];
    const headers = webhookHeaders(delivery.secret, delivery.id, body, new Date(), previous);
    const outcome = await sendWebhook(delivery.url, headers, body, {
      allowPrivate,
      signal: stopping.signal,
      ...(options.attemptDeadlineMs ? { deadlineMs: options.attemptDeadlineMs } : {}),
    });
    if (stopping.signal.aborted && !outcome.ok) await releaseDelivery(db, delivery.id);
    else await recordAttempt(db, delivery, outcome, retryDelaysMs);
  };

  const start = (delivery: ClaimedDelivery) => {
    const done = deliver(delivery)
      .catch((error: unknown) => options.log?.warn({ err: error }, "webhook delivery failed to record"))
      .finally(() => {
        inFlight.delete(delivery.id);
        tick();
      });
    inFlight.set(delivery.id, { endpointId: delivery.endpoint_id, done });
  };

  const claim = async () => {
    do {
      again = false;
      const room = MAX_IN_FLIGHT - inFlight.size;
      if (room <= 0) return;
      const busy = [...new Set([...inFlight.values()].map((d) => d.endpointId))];
      const batch = await claimDueDeliveries(db, room, busy);
      if (stopping.signal.aborted) {
        await Promise.all(batch.map((d) => releaseDelivery(db, d.id)));
        return;
      }
      for (const delivery of batch) start(delivery);
      if (batch.length === room) again = true;
    } while (again && !stopping.signal.aborted);
  };

  const tick = () => {
    if (stopping.signal.aborted) return;
    if (claiming) {
      again = true;
      return;
    }
    claiming = claim()
      .catch((error: unknown) => options.log?.warn({ err: error }, "webhook delivery round failed"))
      .finally(() => {
        claiming = null;
      });
  };

  const timer = setInterval(tick, options.pollMs ?? 5000);
  timer.unref();
  const worker: WebhookWorker = {
    wake: tick,
    async stop() {
      stopping.abort();
      clearInterval(timer);
      localWorkers.delete(worker);
      await claiming;
      await Promise.all([...inFlight.values()].map((d) => d.done));
    },
  };
  localWorkers.add(worker);
  queueMicrotask(tick);
  return worker;
}
