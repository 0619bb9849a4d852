import type { Db } from "../../db/client.ts";
import { reasonsText } from "../../leads/stored-reasons.ts";
import { adminSummary } from "../../results/admin-summary.ts";
import { toCsv, toUtcDateTime } from "./csv.ts";
import { type ResultsSearch, selectResults } from "./results-query.ts";

const MAX_EXPORT_ROWS = 100_000;
const HEADER = [
  "created_at_utc",
  "name",
  "email",
  "provider",
  "current_savings_rate",
  "total_monthly_spend",
  "currency",
  "pdf_file",
  "result_url",
  "id",
  "estimated_esr",
  "gap_to_estimate",
  "yearly_gap",
  "corrected",
  "provider_match",
  "chosen_provider",
  "detected_provider",
  "lead_score",
  "lead_score_reasons",
  "monthly_spend_usd",
  "yearly_gap_usd",
  "visitor_review",
] as const;

/** The filtered results list (same search, score filter and order as the table, every page) as CSV. */
export async function exportResultsCsv(db: Db, search: ResultsSearch, publicUrl: string): Promise<string> {
  const rows = await selectResults(db, search).limit(MAX_EXPORT_ROWS);
  return toCsv(
    HEADER,
    rows.map((r) => {
      const summary = adminSummary(r);
      return [
        toUtcDateTime(r.created_at),
        r.name,
        r.email,
        r.provider_name,
        summary.current_savings_rate,
        summary.total_monthly_spend,
        summary.currency,
        r.pdf_url.split("/").at(-1) ?? "",
        `${publicUrl}/results/${r.id}`,
        r.id,
        summary.estimated_esr,
        summary.gap_to_estimate,
        summary.yearly_gap,
        summary.corrected ? "yes" : "no",
        summary.provider_match,
        summary.chosen_provider_name,
        summary.detected_provider,
        r.lead_score,
        reasonsText(r.lead_reasons),
        r.spend_usd === null ? null : Math.round(r.spend_usd * 100) / 100,
        r.gap_usd === null ? null : Math.round(r.gap_usd * 100) / 100,
        summary.visitor_review,
      ];
    }),
  );
}
