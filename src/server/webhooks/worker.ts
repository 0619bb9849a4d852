import type { Db } from "../db/client.ts";
import { type ClaimedDelivery, claimDueDeliveries, recordAttempt } from "./queue.ts";
import { sendWebhook } from "./send.ts";
import { webhookHeaders } from "./signature.ts";

/**
 * The retry schedule after a failed attempt (Standard Webhooks' suggestion, trimmed to a day): 5 s, 5 min,
 * 30 min, 2 h, 5 h, 8 h, 8 h. Eight attempts over 23 h 35 min, then the delivery is marked failed.
 */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [5, 300, 1800, 7200, 18_000, 28_800, 28_800].map(
  (s) => s * 1000,
);

const BATCH = 10;

export type WebhookWorkerOptions = {
  db: Db;
  allowPrivate: boolean;
  retryDelaysMs?: readonly number[];
  pollMs?: number;
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
 * deliveries left by a stopped instance) and at once when this process queues an event.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { db, allowPrivate } = options;
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const deliver = async (delivery: ClaimedDelivery) => {
    const headers = webhookHeaders(delivery.secret, delivery.id, delivery.payload);
    const outcome = await sendWebhook(delivery.url, headers, delivery.payload, { allowPrivate });
    await recordAttempt(db, delivery, outcome, retryDelaysMs);
  };

  const drain = async () => {
    do {
      again = false;
      const batch = await claimDueDeliveries(db, BATCH);
      await Promise.all(batch.map(deliver));
      if (batch.length === BATCH) again = true;
    } while (again && !stopped);
  };

  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => options.log?.warn({ err: error }, "webhook delivery round failed"))
      .finally(() => {
        running = null;
      });
  };

  const timer = setInterval(tick, options.pollMs ?? 5000);
  timer.unref();
  const worker: WebhookWorker = {
    wake: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      localWorkers.delete(worker);
      await running;
    },
  };
  localWorkers.add(worker);
  queueMicrotask(tick);
  return worker;
}
