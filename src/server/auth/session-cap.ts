import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { session } from "../db/schema.ts";

/**
 * Sessions slide (each day of use extends them), so without a cap a stolen cookie in daily use would never
 * expire. Past SESSION_MAX_AGE_SECONDS from sign-in a session is ended whatever its sliding expiry says.
 */
export function isPastAbsoluteCap(
  createdAt: Date | string,
  maxAgeSeconds: number,
  now = Date.now(),
): boolean {
  return now - new Date(createdAt).getTime() > maxAgeSeconds * 1000;
}

export async function endSession(db: Db, id: string): Promise<void> {
  await db.delete(session).where(eq(session.id, id));
}
