import { inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { optionalLeadFields, scoreLead } from "#shared/leads/lead-score.ts";
import type { Db } from "../db/client.ts";
import { resultsHistory } from "../db/schema.ts";
import { adminSummary } from "../results/admin-summary.ts";
import { STORED_RESULT_COLUMNS } from "../results/find-result.ts";

const BATCH = 500;

// A lead booked a call when a confirmed booking names the analysis or comes from the same address; sent a
// message when the inbox holds one from that address. The outer row is named in full: inside the subqueries a
// bare `id` or `email` would bind to the inner table's own column and make every condition true.
const bookedCall = sql<boolean>`exists (select 1 from bookings b where b.status = 'confirmed'
  and (b.result_id = "results_history"."id" or lower(b.email) = lower("results_history"."email")))`;
const sentMessage = sql<boolean>`exists (select 1 from contact_messages m
  where lower(m.email) = lower("results_history"."email"))`;

/** Scores the matching results from what is stored now and saves score, reasons and USD figures. */
async function rescoreWhere(db: Db, where: SQL | undefined, limit: number): Promise<number> {
  const rows = await db
    .select({
      id: resultsHistory.id,
      email: resultsHistory.email,
      ...STORED_RESULT_COLUMNS,
      booked: bookedCall,
      messaged: sentMessage,
    })
    .from(resultsHistory)
    .where(where)
    .limit(limit);
  if (rows.length === 0) return 0;
  const values = rows.map((row) => {
    const summary = adminSummary(row);
    const extra = optionalLeadFields(row.extracted_data);
    const scored = scoreLead({
      monthlySpend: summary.total_monthly_spend,
      currency: summary.currency,
      yearlyGap: summary.yearly_gap,
      opportunities: extra.opportunities,
      months: extra.months,
      email: row.email,
      bookedCall: Boolean(row.booked),
      sentMessage: Boolean(row.messaged),
      correctedFigures: summary.corrected,
    });
    return sql`(${row.id}::uuid, ${scored.score}::int, ${JSON.stringify(scored.reasons)}::jsonb,
      ${scored.spendUsd}::float8, ${scored.gapUsd}::float8)`;
  });
  await db.execute(sql`update results_history as r set lead_score = v.score, lead_reasons = v.reasons,
    spend_usd = v.spend, gap_usd = v.gap
    from (values ${sql.join(values, sql`, `)}) as v(id, score, reasons, spend, gap) where r.id = v.id`);
  return rows.length;
}

/** Rescores the given analyses and every analysis from the given addresses (after a booking, a message...). */
export async function rescoreLeads(db: Db, which: { ids?: string[]; emails?: string[] }): Promise<void> {
  const ids = which.ids ?? [];
  const emails = (which.emails ?? []).map((e) => e.toLowerCase());
  if (ids.length === 0 && emails.length === 0) return;
  const where = or(
    ids.length > 0 ? inArray(resultsHistory.id, ids) : undefined,
    emails.length > 0 ? inArray(sql`lower(${resultsHistory.email})`, emails) : undefined,
  );
  await rescoreWhere(db, where, 10_000);
}

/** Scores analyses never scored (stored before scoring existed, or whose scoring failed), in batches. */
export async function scoreUnscored(db: Db, maxRows = 20_000): Promise<number> {
  let done = 0;
  while (done < maxRows) {
    const n = await rescoreWhere(db, isNull(resultsHistory.lead_score), BATCH);
    done += n;
    if (n < BATCH) break;
  }
  return done;
}

/** The one-liner for flows that change a lead's signals: never fails the caller's request. */
export function rescoreLeadsQuietly(db: Db, which: { ids?: string[]; emails?: string[] }): Promise<void> {
  return rescoreLeads(db, which).catch((error: unknown) => {
    console.warn("lead rescoring failed; the lead is rescored when next listed", error);
    // Marks it unscored so the next list picks it up.
    const ids = which.ids ?? [];
    if (ids.length > 0)
      void db
        .update(resultsHistory)
        .set({ lead_score: null })
        .where(inArray(resultsHistory.id, ids))
        .catch(() => undefined);
  });
}
