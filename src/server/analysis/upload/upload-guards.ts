/** Uploads each client address has in progress (from the first byte of the body to the answer). */
export function createInFlightCounter(maxPerClient: number) {
  const counts = new Map<string, number>();
  return {
    /** Counts one more for `client`; false (nothing counted) when it already has `maxPerClient`. */
    enter(client: string): boolean {
      const count = counts.get(client) ?? 0;
      if (count >= maxPerClient) return false;
      counts.set(client, count + 1);
      return true;
    },
    leave(client: string): void {
      const count = (counts.get(client) ?? 1) - 1;
      if (count <= 0) counts.delete(client);
      else counts.set(client, count);
    },
  };
}

export interface ReaderPenaltyOptions {
  /** Reader time-outs within `windowMs` after which the address is held back. */
  limit: number;
  windowMs: number;
  /** How long it is held back after its last time-out. */
  holdMs: number;
}

/**
 * Addresses whose files keep running the PDF reader to its time limit: after `limit` of them within the window,
 * their next uploads are refused (429 with Retry-After) for `holdMs`, so one client cannot keep the readers busy
 * for everyone. Counted in memory (per instance); bounded by dropping the oldest address.
 */
export function createReaderPenalty(options: ReaderPenaltyOptions, now: () => number = Date.now) {
  const MAX_TRACKED = 10_000;
  const timeouts = new Map<string, number[]>();
  const recent = (client: string) =>
    (timeouts.get(client) ?? []).filter((at) => now() - at < Math.max(options.windowMs, options.holdMs));
  return {
    recordTimeout(client: string): void {
      const list = [...recent(client), now()];
      timeouts.delete(client);
      timeouts.set(client, list);
      if (timeouts.size > MAX_TRACKED) timeouts.delete(timeouts.keys().next().value as string);
    },
    /** Seconds the client must still wait, or 0. */
    heldBackFor(client: string): number {
      const list = recent(client);
      const inWindow = list.filter((at) => now() - at < options.windowMs);
      if (inWindow.length < options.limit) return 0;
      const last = list[list.length - 1] ?? 0;
      return Math.max(0, Math.ceil((last + options.holdMs - now()) / 1000));
    },
  };
}
