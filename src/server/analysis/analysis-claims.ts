import { createHash } from "node:crypto";
import { eq, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { analysisClaims } from "../db/schema.ts";

/** What the first request of a visitor action ended with: its result, or the refusal it answered. */
export type ClaimOutcome = { resultId: string } | { status: number; message: string };

export interface ClaimTiming {
  /** A claim not settled after this is taken as lost (its instance stopped mid-analysis) and may be taken again. */
  staleMs: number;
  /** How often a waiting request looks at the claim. */
  pollMs: number;
}

export const DEFAULT_CLAIM_TIMING: ClaimTiming = { staleMs: 5 * 60_000, pollMs: 200 };

/** Settled claims older than this are removed when a new one is taken (they only served the requests that waited). */
const SETTLED_KEEP_MS = 60 * 60_000;

/** The key of one visitor action: the file, the address (as the duplicate check compares it) and the provider. */
export function claimKey(key: { fileSha256: string; email: string; cloudProviderId: string }): string {
  return createHash("sha256")
    .update(`${key.fileSha256}\n${key.email.trim().toLowerCase()}\n${key.cloudProviderId}`)
    .digest("hex");
}

/**
 * Takes the key for this request. True when it is ours to analyse: nobody held it, its holder settled it, or the
 * holder went quiet for longer than `staleMs`. False when another request is reading the same file right now.
 */
export async function takeClaim(
  db: Db,
  key: string,
  timing: ClaimTiming = DEFAULT_CLAIM_TIMING,
): Promise<boolean> {
  await db
    .delete(analysisClaims)
    .where(lt(analysisClaims.settled_at, new Date(Date.now() - SETTLED_KEEP_MS)));
  const staleBefore = new Date(Date.now() - timing.staleMs);
  const rows = await db
    .insert(analysisClaims)
    .values({ key })
    .onConflictDoUpdate({
      target: analysisClaims.key,
      set: {
        claimed_at: sql`now()`,
        settled_at: null,
        result_id: null,
        error_status: null,
        error_message: null,
      },
      setWhere: or(sql`${analysisClaims.settled_at} is not null`, lt(analysisClaims.claimed_at, staleBefore)),
    })
    .returning({ key: analysisClaims.key });
  return rows.length > 0;
}

/** Records the outcome for the requests waiting on this key. */
export async function settleClaim(db: Db, key: string, outcome: ClaimOutcome): Promise<void> {
  await db
    .update(analysisClaims)
    .set(
      "resultId" in outcome
        ? { settled_at: sql`now()`, result_id: outcome.resultId }
        : { settled_at: sql`now()`, error_status: outcome.status, error_message: outcome.message },
    )
    .where(eq(analysisClaims.key, key));
}

/** Frees the key without an outcome: a waiting request takes it and analyses the file itself. */
export async function releaseClaim(db: Db, key: string): Promise<void> {
  await db.delete(analysisClaims).where(eq(analysisClaims.key, key));
}

/**
 * Waits until the request holding the key settles it, and returns its outcome; null when the claim is gone or
 * went stale (the caller then takes the key and analyses the file itself).
 */
export async function waitForClaim(
  db: Db,
  key: string,
  timing: ClaimTiming = DEFAULT_CLAIM_TIMING,
  signal?: AbortSignal,
): Promise<ClaimOutcome | null> {
  for (;;) {
    if (signal?.aborted) return null;
    const [row] = await db.select().from(analysisClaims).where(eq(analysisClaims.key, key)).limit(1);
    if (!row) return null;
    if (row.settled_at) {
      if (row.result_id) return { resultId: row.result_id };
      return { status: row.error_status ?? 500, message: row.error_message ?? "" };
    }
    if (row.claimed_at.getTime() < Date.now() - timing.staleMs) return null;
    await new Promise((resolve) => setTimeout(resolve, timing.pollMs));
  }
}
