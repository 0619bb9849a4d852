import { currentReaderClient, type ReaderUsage } from "./reader-client.ts";

interface Waiting<J> {
  job: J;
  client: string;
  order: number;
}

/**
 * The reader pool's waiting files, served fairly between clients instead of first come, first served: the next
 * file is from the waiting client with the fewest files being read right now, then the least reader time used
 * recently, then the earliest. A client sending slow files one after the other thus takes at most its share of
 * the readers, and another visitor's file is next as soon as a reader is free. Each file's reader time is charged
 * to its client when it is done.
 */
export function createFairQueue<J extends object>(usage?: ReaderUsage) {
  const waiting: Array<Waiting<J>> = [];
  const clientOf = new WeakMap<J, string>();
  const startedAt = new WeakMap<J, number>();
  const running = new Map<string, number>();
  let order = 0;

  function pickIndex(): number {
    let best = -1;
    let bestRunning = 0;
    let bestUsed = 0;
    for (let i = 0; i < waiting.length; i++) {
      const entry = waiting[i] as Waiting<J>;
      const busy = running.get(entry.client) ?? 0;
      const used = usage?.usedMs(entry.client) ?? 0;
      const better =
        best < 0 ||
        busy < bestRunning ||
        (busy === bestRunning && used < bestUsed) ||
        (busy === bestRunning && used === bestUsed && entry.order < (waiting[best] as Waiting<J>).order);
      if (better) {
        best = i;
        bestRunning = busy;
        bestUsed = used;
      }
    }
    return best;
  }

  return {
    get length(): number {
      return waiting.length;
    },
    /** Queues a file for the client of the current request. */
    push(job: J): void {
      const client = clientOf.get(job) ?? currentReaderClient();
      clientOf.set(job, client);
      waiting.push({ job, client, order: order++ });
    },
    /** Puts a file back at the front (its reader died under it and it gets another try). */
    unshift(job: J): void {
      waiting.push({ job, client: clientOf.get(job) ?? "", order: -1 - order++ });
    },
    /** The next file to read, now counted as running for its client. */
    shift(): J | undefined {
      const index = pickIndex();
      if (index < 0) return undefined;
      const [entry] = waiting.splice(index, 1);
      if (!entry) return undefined;
      running.set(entry.client, (running.get(entry.client) ?? 0) + 1);
      startedAt.set(entry.job, performance.now());
      return entry.job;
    },
    /** A file's reading ended (answered, failed, timed out): its reader time is charged to its client. */
    done(job: J): void {
      const started = startedAt.get(job);
      if (started === undefined) return;
      startedAt.delete(job);
      const client = clientOf.get(job) ?? "";
      const count = (running.get(client) ?? 1) - 1;
      if (count <= 0) running.delete(client);
      else running.set(client, count);
      if (client) usage?.charge(client, performance.now() - started);
    },
    /** Every waiting file, removed (the pool is closing or cannot start a reader). */
    drain(): J[] {
      return waiting.splice(0).map((entry) => entry.job);
    },
  };
}
