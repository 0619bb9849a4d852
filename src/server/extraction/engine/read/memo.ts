const caches: Array<Map<string, unknown>> = [];

/**
 * Memoises a pure function of one string for the page being read: the same label or value text is looked at
 * from several sides. `startPage()` forgets everything, so one page never pays for another's text.
 */
export function memoByString<T>(fn: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  caches.push(cache as Map<string, unknown>);
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
