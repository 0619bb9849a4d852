import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { webhookEndpoints } from "../db/schema.ts";
import { generateWebhookSecret } from "./signature.ts";

/** How long deliveries are signed with the old secret too after a rotation: a day to update the receiver. */
export const SECRET_OVERLAP_HOURS = 24;

/**
 * A new signing secret for an endpoint, answered once; the old one keeps signing (beside the new one, in the
 * same header) for SECRET_OVERLAP_HOURS, so the receiver can switch without dropping a delivery. Null when there
 * is no such endpoint.
 */
export async function rotateWebhookSecret(db: Db, id: string): Promise<string | null> {
  const secret = generateWebhookSecret();
  const rows = await db
    .update(webhookEndpoints)
    .set({
      previous_secret: sql`${webhookEndpoints.secret}`,
      previous_secret_until: sql`now() + make_interval(hours => ${SECRET_OVERLAP_HOURS})`,
      secret,
    })
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0 ? secret : null;
}
