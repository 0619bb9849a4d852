const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in URLs are checked before they reach the database, so a malformed one is a 404, never a SQL error. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
