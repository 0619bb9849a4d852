import type { JsonBody } from "./json-etag.ts";

export interface PublicCacheOptions {
  /** How long a body may be served without asking the database again. */
  ttlMs?: number;
  /** At most this many keys (testimonial pages); the oldest goes first. */
  maxEntries?: number;
  now?: () => number;
}

export interface PublicCache {
  /** The cached body for `key`, or `load()`'s (one load at a time per key). */
  get(key: string, load: () => Promise<JsonBody>): Promise<JsonBody>;
  /** Forget everything (a write went through this instance). */
  clear(): void;
}

export const PUBLIC_CACHE_TTL_MS = 1_000;

/**
 * A per-process cache of the public lists' serialised bodies (providers, testimonial pages, public switches).
 * Entries live one second: another instance's change shows here within that bound, and this instance clears
 * the cache on its own writes. Nothing in it is needed by another instance (DESIGN.md, Scale). Switches that
 * enforce behaviour (analysis_enabled on upload, sign-ups) are never read from here.
 */
export function createPublicCache(options: PublicCacheOptions = {}): PublicCache {
  const ttlMs = options.ttlMs ?? PUBLIC_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? 100;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<JsonBody>; expiresAt: number }>();
  let generation = 0;
  return {
    get(key, load) {
      const found = entries.get(key);
      if (found && found.expiresAt > now()) return found.value;
      entries.delete(key);
      const startedIn = generation;
      const value = load();
      const entry = { value, expiresAt: now() + ttlMs };
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      value.then(
        () => {
          // A write cleared the cache while this was loading: the body may predate it, keep it no longer.
          if (startedIn !== generation && entries.get(key) === entry) entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}
