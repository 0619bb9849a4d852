const caches: Array<Map<unknown, unknown>> = [];

/** A cache for the page being read: `startPage()` empties it, so one page never pays for another's text. */
export function pageCache<K, V>(): Map<K, V> {
  const cache = new Map<K, V>();
  caches.push(cache as Map<unknown, unknown>);
  return cache;
}

/**
 * Memoises a pure function of one string for the page being read: the same label or value text is looked at
 * from several sides.
 */
export function memoByString<T>(fn: (text: string) => T): (text: string) => T {
  const cache = pageCache<string, T>();
  return (text: string) => {
    const hit = cache.get(text);
    if (hit !== undefined) return hit;
    const value = fn(text);
    cache.set(text, value);
    return value;
  };
}

export function startPage(): void {
  for (const cache of caches) cache.clear();
}
