import type { Db } from "../../db/client.ts";
import { toCsv, toUtcDateTime } from "./csv.ts";
import { selectResults } from "./results-query.ts";

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
] as const;

function numberField(data: unknown, key: string): number | null {
  const value = data && typeof data === "object" ? (data as Record<string, unknown>)[key] : undefined;
  return typeof value === "number" ? value : null;
}

function textField(data: unknown, key: string): string | null {
  const value = data && typeof data === "object" ? (data as Record<string, unknown>)[key] : undefined;
  return typeof value === "string" ? value : null;
}

/** The filtered results list (same search as the table, every page) as CSV. */
export async function exportResultsCsv(db: Db, q: string, publicUrl: string): Promise<string> {
  const rows = await selectResults(db, q).limit(MAX_EXPORT_ROWS);
  return toCsv(
    HEADER,
    rows.map((r) => [
      toUtcDateTime(r.created_at),
      r.name,
      r.email,
      r.provider_name,
      numberField(r.extracted_data, "current_savings_rate"),
      numberField(r.extracted_data, "total_monthly_spend"),
      textField(r.extracted_data, "currency"),
      r.pdf_url.split("/").at(-1) ?? "",
      `${publicUrl}/results/${r.id}`,
      r.id,
    ]),
  );
}
