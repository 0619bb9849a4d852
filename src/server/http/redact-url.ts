const UUID = /([0-9a-f]{8})-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** Query parameters that carry a secret (verification and OAuth tokens, codes) or a place to send one. */
const SECRET_PARAMS = /([?&](?:token|code|state|id_token|access_token|refresh_token|password)=)[^&#]*/gi;

/**
 * A URL as it may be written to logs: result ids (the key to a visitor's name, email and bill) cut to their
 * first 8 characters, as the admin table shows them, and token-like query values replaced.
 */
export function redactIds(text: string): string {
  return text.replace(UUID, "$1…");
}

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, "$1[redacted]").replace(UUID, "$1…");
}
