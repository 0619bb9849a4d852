import type { JsonBody } from "./json-etag.ts";

export interface PublicCacheOptions {
  /** How long a body may be served without asking the database again. */
  ttlMs?: number;
  /** At most this many keys (testimonial pages, results); the oldest goes first. */
  maxEntries?: number;
  now?: () => number;
}

export interface PublicCache<T = JsonBody> {
  /**
   * The cached value for `key`, or `load()`'s (one load at a time per key). A loaded null (a result that does
   * not exist) is answered but not kept.
   */
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** The value for `key` when one has been loaded and is still fresh; no promise (most requests end here). */
  peek(key: string): T | undefined;
  /** Forget everything (a write went through this instance). */
  clear(): void;
}

export const PUBLIC_CACHE_TTL_MS = 1_000;

interface Entry<T> {
  value: Promise<T>;
  /** Set once `value` has resolved to something worth keeping. */
  loaded?: { value: T };
  expiresAt: number;
}

/**
 * A per-process cache of serialised public bodies (providers, testimonial pages, public switches, results).
 * Entries live one second: another instance's change shows here within that bound, and this instance clears
 * the cache on its own writes. Nothing in it is needed by another instance (instances share only the database, the
 * files and Redis). Switches that enforce behaviour (analysis_enabled on upload, sign-ups) are never read from here.
 */
export function createPublicCache<T = JsonBody>(options: PublicCacheOptions = {}): PublicCache<T> {
  const ttlMs = options.ttlMs ?? PUBLIC_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? 100;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  let generation = 0;
  return {
    get(key, load) {
      const found = entries.get(key);
      if (found && found.expiresAt > now()) return found.value;
      entries.delete(key);
      const startedIn = generation;
      const value = load();
      const entry: Entry<T> = { value, expiresAt: now() + ttlMs };
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      value.then(
        (loaded) => {
          if (entries.get(key) !== entry) return;
          // A write cleared the cache while this was loading: the body may predate it, keep it no longer.
          if (startedIn !== generation || loaded === null) entries.delete(key);
          else entry.loaded = { value: loaded };
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    peek(key) {
      const found = entries.get(key);
      return found?.loaded && found.expiresAt > now() ? found.loaded.value : undefined;
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}

/**
 * Answers from the cache: synchronously when the value is loaded and fresh (no promise, no microtask: the whole
 * request runs in one go), otherwise once `load()` has run.
 */
export function serveCached<T, R>(
  cache: PublicCache<T>,
  key: string,
  load: () => Promise<T>,
  send: (value: T) => R,
): R | Promise<R> {
  const hit = cache.peek(key);
  return hit !== undefined ? send(hit) : cache.get(key, load).then(send);
}
