import { fromPglite } from "pg-boss";
import type { Database } from "../db/client.ts";

type BossDatabase = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * The job queue's SQL goes through the connection the app already holds: PGlite's single connection, or the
 * PostgreSQL pool (no second pool per instance). A statement without parameters may hold several commands
 * (pg-boss's schema changes), which both drivers run through the simple protocol.
 */
export function bossDatabase(database: Database): BossDatabase {
  if (database.pglite) return fromPglite(database.pglite);
  const pool = database.pgPool;
  if (!pool) throw new Error("The database has neither a pool nor an embedded client");
  return {
    async executeSql(text, values) {
      const result = (await pool.query(text, values?.length ? values : undefined)) as unknown;
      // Several commands answer with one result each; their rows are what pg-boss reads.
      if (Array.isArray(result)) return { rows: result.flatMap((r: { rows?: unknown[] }) => r.rows ?? []) };
      return result as { rows: unknown[] };
    },
  };
}
