/**
 * A result's address is its key: /results/<id> shows the visitor's name, email and bill to whoever has it.
 * Every URL-like value leaving for the analytics host is cut to its path, with result ids replaced, and any
 * value that holds an email address is dropped.
 */
const RESULT_PATH = /\/results\/[^/?#\s]+/g;
const EMAIL = /[^\s@/?#&=]+@[^\s@/?#&=]+\.[a-z]{2,}/i;
const URL_LIKE = /^(https?:\/\/|\/)/i;

export function scrubUrl(value: string): string {
  let scrubbed = value;
  try {
    if (/^https?:\/\//i.test(value)) {
      const url = new URL(value);
      scrubbed = `${url.origin}${url.pathname}`;
    } else scrubbed = value.split(/[?#]/)[0] ?? "";
  } catch {
    scrubbed = value.split(/[?#]/)[0] ?? "";
  }
  return scrubbed.replace(RESULT_PATH, "/results/:id");
}

function scrubValue(value: unknown): unknown {
  if (typeof value === "string") {
    if (EMAIL.test(value)) return undefined;
    return URL_LIKE.test(value) ? scrubUrl(value) : value;
  }
  if (Array.isArray(value)) return value.map(scrubValue);
  if (value && typeof value === "object") return scrubRecord(value as Record<string, unknown>);
  return value;
}

function scrubRecord(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const clean = scrubValue(value);
    if (clean !== undefined) out[key] = clean;
  }
  return out;
}

/** The analytics client's before_send hook: the event as it may leave the page. */
export function scrubAnalyticsEvent<T extends object>(event: T | null): T | null {
  if (!event) return null;
  return scrubRecord(event as Record<string, unknown>) as T;
}
