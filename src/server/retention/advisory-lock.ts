import type { PGlite } from "@electric-sql/pglite";
import type { Database } from "../db/client.ts";

export type LockedRun<T> = { acquired: true; value: T } | { acquired: false };

// PGlite has one connection in one process (the data-dir lock keeps others out), and PostgreSQL advisory locks
// are re-entrant within a session: an in-process set is the lock there.
const heldOnPglite = new WeakMap<PGlite, Set<number>>();

/**
 * Runs `fn` while holding a session-level PostgreSQL advisory lock on its own connection, so any number of
 * instances (and the CLI) can try at once and exactly one runs; the others get `{acquired: false}` at once.
 */
export async function withAdvisoryLock<T>(
  database: Database,
  key: number,
  fn: () => Promise<T>,
): Promise<LockedRun<T>> {
  if (database.pgPool) {
    const client = await database.pgPool.connect();
    try {
      const { rows } = await client.query<{ ok: boolean }>("select pg_try_advisory_lock($1) as ok", [key]);
      if (!rows[0]?.ok) return { acquired: false };
      try {
        return { acquired: true, value: await fn() };
      } finally {
        await client.query("select pg_advisory_unlock($1)", [key]);
      }
    } finally {
      // Closing the session frees the lock even if the unlock above never reached the server.
      client.release(true);
    }
  }
  const owner = database.pglite;
  if (!owner) throw new Error("The database has neither a pool nor an embedded client");
  const held = heldOnPglite.get(owner) ?? new Set<number>();
  heldOnPglite.set(owner, held);
  if (held.has(key)) return { acquired: false };
  held.add(key);
  try {
    return { acquired: true, value: await fn() };
  } finally {
    held.delete(key);
  }
}
