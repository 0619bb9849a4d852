import type { ReaderUsage } from "../extraction/pdf/reader-client.ts";

export interface ReaderBudget {
  /** Reader time one client may use within the window before its uploads are held back. */
  budgetMs: number;
  windowMs: number;
}

const MAX_TRACKED_CLIENTS = 10_000;

/**
 * The PDF reader time each client's files used (every reading, not only time-outs), over a sliding window:
 * the reader pool's fair queue serves the client that used least first, and the upload gate holds back a client
 * past its budget until enough of its time has aged out. In memory, per instance; bounded by dropping the
 * client seen longest ago.
 */
export function createReaderUsage(budget: ReaderBudget, now: () => number = Date.now) {
  const charges = new Map<string, Array<{ at: number; ms: number }>>();

  function recent(client: string): Array<{ at: number; ms: number }> {
    const list = charges.get(client);
    if (!list) return [];
    const from = now() - budget.windowMs;
    while (list.length > 0 && (list[0]?.at ?? 0) <= from) list.shift();
    if (list.length === 0) charges.delete(client);
    return list;
  }

  const usage = {
    charge(client: string, ms: number): void {
      const list = recent(client);
      list.push({ at: now(), ms });
      charges.delete(client);
      charges.set(client, list);
      if (charges.size > MAX_TRACKED_CLIENTS) charges.delete(charges.keys().next().value as string);
    },
    usedMs(client: string): number {
      return recent(client).reduce((sum, charge) => sum + charge.ms, 0);
    },
    /** Seconds until the client is back under its budget, or 0. */
    heldBackFor(client: string): number {
      const list = recent(client);
      let used = list.reduce((sum, charge) => sum + charge.ms, 0);
      if (used < budget.budgetMs) return 0;
      for (const charge of list) {
        used -= charge.ms;
        if (used < budget.budgetMs)
          return Math.max(1, Math.ceil((charge.at + budget.windowMs - now()) / 1000));
      }
      return Math.ceil(budget.windowMs / 1000);
    },
  } satisfies ReaderUsage & Record<string, unknown>;
  return usage;
}

export type ReaderUsageLedger = ReturnType<typeof createReaderUsage>;
