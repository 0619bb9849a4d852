/** Why a waiting upload was turned away: the queue was full, or it waited past the limit. */
export class QueueRefusedError extends Error {
  readonly retryAfterSeconds: number;
  constructor(reason: "full" | "waited", retryAfterSeconds: number) {
    super(reason);
    this.name = "QueueRefusedError";
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface SlotQueueOptions {
  /** Analyses run at once. */
  concurrency: number;
  /** Uploads (bodies already read) allowed to wait for a slot; past it, refused at once. */
  maxQueued: number;
  /** Bytes the waiting uploads may hold together (their PDFs are in memory); past it, refused at once. */
  maxQueuedBytes: number;
  /** How long one upload may wait for a slot before it is refused. */
  maxWaitMs: number;
}

interface Waiter {
  bytes: number;
  resolve: (release: () => void) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * The analysis slots of this instance with a bounded FIFO queue in front: a burst waits its turn (bounded in
 * count, bytes and time) instead of being told to come back, and whatever is past the bounds is refused with a
 * Retry-After estimated from how fast slots have been freeing up.
 */
export function createSlotQueue(options: SlotQueueOptions) {
  let running = 0;
  let queuedBytes = 0;
  const waiting: Waiter[] = [];
  // Average analysis time (exponentially weighted), for Retry-After.
  let averageMs = 1_000;

  const retryAfter = () =>
    Math.min(60, Math.max(2, Math.ceil(((waiting.length + 1) * averageMs) / options.concurrency / 1000)));

  function makeRelease(): () => void {
    const started = performance.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
      const next = waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        queuedBytes -= next.bytes;
        next.resolve(makeRelease());
      } else running--;
    };
  }

  return {
    /** Resolves with the slot's release function once one is free; rejects with QueueRefusedError. */
    acquire(bytes: number): Promise<() => void> {
      if (running < options.concurrency) {
        running++;
        return Promise.resolve(makeRelease());
      }
      if (waiting.length >= options.maxQueued || queuedBytes + bytes > options.maxQueuedBytes)
        return Promise.reject(new QueueRefusedError("full", retryAfter()));
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          bytes,
          resolve,
          reject,
          timer: setTimeout(() => {
            const index = waiting.indexOf(waiter);
            if (index !== -1) waiting.splice(index, 1);
            queuedBytes -= bytes;
            reject(new QueueRefusedError("waited", retryAfter()));
          }, options.maxWaitMs),
        };
        queuedBytes += bytes;
        waiting.push(waiter);
      });
    },
    stats: () => ({ running, queued: waiting.length, queuedBytes }),
  };
}

export type SlotQueue = ReturnType<typeof createSlotQueue>;
