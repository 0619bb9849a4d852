import { count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { ADMIN_RESULTS_PAGE_SIZE, MAX_ADMIN_RESULTS_PAGE_SIZE, MAX_PAGE_NUMBER } from "#shared/limits.ts";
import { MSG_BAD_PAGE, MSG_BAD_PAGE_SIZE } from "#shared/messages.ts";
import type { Db } from "../../db/client.ts";
import { cloudProviders, resultsHistory } from "../../db/schema.ts";
import { resultProviderName } from "../../results/provider-name-sql.ts";

const wholeNumber = (message: string, max: number) =>
  z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message));

export const ResultsSearchSchema = z.object({
  q: z.string().trim().max(200).optional().default(""),
});

export const ResultsListQuerySchema = ResultsSearchSchema.extend({
  page: wholeNumber(MSG_BAD_PAGE, MAX_PAGE_NUMBER).default(1),
  page_size: wholeNumber(MSG_BAD_PAGE_SIZE, MAX_ADMIN_RESULTS_PAGE_SIZE).default(ADMIN_RESULTS_PAGE_SIZE),
});

/** Case-insensitive match on name or email; LIKE wildcards in the search text are taken literally. */
function searchFilter(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(resultsHistory.name, pattern), ilike(resultsHistory.email, pattern));
}

const rowFields = {
  id: resultsHistory.id,
  name: resultsHistory.name,
  email: resultsHistory.email,
  pdf_url: resultsHistory.pdf_url,
  created_at: resultsHistory.created_at,
  cloud_provider_id: resultsHistory.cloud_provider_id,
  provider_name: resultProviderName,
  keep: resultsHistory.keep,
  extracted_data: resultsHistory.extracted_data,
  corrections: resultsHistory.corrections,
  correction_count: resultsHistory.correction_count,
  provider_match: resultsHistory.provider_match,
  chosen_provider_name: resultsHistory.chosen_provider_name,
  detected_provider: resultsHistory.detected_provider,
};

/** Results newest first, with the provider's name, filtered by the search text. */
export function selectResults(db: Db, q: string) {
  return db
    .select(rowFields)
    .from(resultsHistory)
    .leftJoin(cloudProviders, eq(resultsHistory.cloud_provider_id, cloudProviders.id))
    .where(searchFilter(q))
    .orderBy(desc(resultsHistory.created_at), desc(resultsHistory.id))
    .$dynamic();
}

export async function countResults(db: Db, q: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(resultsHistory).where(searchFilter(q));
  return row?.n ?? 0;
}
