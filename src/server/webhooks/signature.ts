import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): the secret is `whsec_` + base64 of random
 * bytes; the signature is `v1,` + base64(HMAC-SHA256(secret bytes, `${id}.${timestamp}.${body}`)).
 */
const SECRET_PREFIX = "whsec_";

export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString("base64")}`;
}

/** A message id for the `webhook-id` header: stays the same when a delivery is retried or resent. */
export function generateMessageId(): string {
  return `msg_${randomUUID().replaceAll("-", "")}`;
}

function secretBytes(secret: string): Buffer {
  return Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    "base64",
  );
}

export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac("sha256", secretBytes(secret)).update(`${id}.${timestamp}.${body}`).digest("base64");
  return `v1,${mac}`;
}

/**
 * The three Standard Webhooks headers for one attempt (timestamp in whole seconds). During a secret rotation's
 * overlap `alsoSignWith` holds the previous secret: the header carries both signatures, space-separated, so a
 * receiver still on the old secret verifies as well as one already on the new.
 */
export function webhookHeaders(
  secret: string,
  id: string,
  body: string,
  now = new Date(),
  alsoSignWith: readonly string[] = [],
) {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": [secret, ...alsoSignWith].map((s) => signWebhook(s, id, timestamp, body)).join(" "),
  };
}

/**
 * What a receiver does: true when one of the space-separated `v1,` signatures matches and the timestamp is
 * within `toleranceSeconds` of now (replays refused). Used by our tests; receivers may copy it.
 */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  { toleranceSeconds = 300, now = new Date() } = {},
): boolean {
  const id = headers["webhook-id"];
  const timestamp = headers["webhook-timestamp"];
  const signatures = headers["webhook-signature"];
  if (typeof id !== "string" || typeof timestamp !== "string" || typeof signatures !== "string") return false;
  const seconds = Number(timestamp);
  if (!Number.isInteger(seconds) || Math.abs(now.getTime() / 1000 - seconds) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, id, seconds, body));
  return signatures.split(" ").some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
