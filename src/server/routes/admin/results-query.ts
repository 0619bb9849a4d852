import { and, count, desc, eq, gte, ilike, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { RESULTS_SORTS } from "#shared/leads/lead-schemas.ts";
import { ADMIN_RESULTS_PAGE_SIZE, MAX_ADMIN_RESULTS_PAGE_SIZE, MAX_PAGE_NUMBER } from "#shared/limits.ts";
import { MSG_BAD_PAGE, MSG_BAD_PAGE_SIZE } from "#shared/messages/general.ts";
import type { Db } from "../../db/client.ts";
import { cloudProviders, resultsHistory } from "../../db/schema.ts";
import { STORED_RESULT_COLUMNS } from "../../results/find-result.ts";
import { resultProviderName } from "../../results/provider-name-sql.ts";
import { visitorFilter } from "../../review/visitor-mark.ts";

const wholeNumber = (message: string, max: number) =>
  z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message));

const MSG_BAD_MIN_SCORE = "The minimum score must be a whole number from 0 to 100.";

export const ResultsSearchSchema = z.object({
  q: z.string().trim().max(200).optional().default(""),
  /** Highest lead score first instead of newest first. */
  sort: z.enum(RESULTS_SORTS).optional().default("newest"),
  /** Only leads scoring at least this much. */
  min_score: z
    .string()
    .regex(/^\d{1,3}$/, MSG_BAD_MIN_SCORE)
    .transform(Number)
    .pipe(z.number().int().min(0).max(100, MSG_BAD_MIN_SCORE))
    .optional(),
  /** Only results whose visitor confirmed the figures on the review step, or typed some of them. */
  visitor: z.enum(["confirmed", "typed"]).optional(),
});
export type ResultsSearch = z.infer<typeof ResultsSearchSchema>;

export const ResultsListQuerySchema = ResultsSearchSchema.extend({
  page: wholeNumber(MSG_BAD_PAGE, MAX_PAGE_NUMBER).default(1),
  page_size: wholeNumber(MSG_BAD_PAGE_SIZE, MAX_ADMIN_RESULTS_PAGE_SIZE).default(ADMIN_RESULTS_PAGE_SIZE),
});

/** Case-insensitive match on name or email; LIKE wildcards in the search text are taken literally. */
function textFilter(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(resultsHistory.name, pattern), ilike(resultsHistory.email, pattern));
}

function searchFilter({
  q,
  min_score,
  visitor,
}: Pick<ResultsSearch, "q" | "min_score" | "visitor">): SQL | undefined {
  return and(
    textFilter(q),
    min_score === undefined ? undefined : gte(resultsHistory.lead_score, min_score),
    visitorFilter(visitor),
  );
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
  ...STORED_RESULT_COLUMNS,
  lead_score: resultsHistory.lead_score,
  lead_reasons: resultsHistory.lead_reasons,
  spend_usd: resultsHistory.spend_usd,
  gap_usd: resultsHistory.gap_usd,
};

/** Results newest first (or highest score first), with the provider's name, filtered by the search. */
export function selectResults(db: Db, search: ResultsSearch) {
  const order =
    search.sort === "score"
      ? [
          sql`${resultsHistory.lead_score} desc nulls last`,
          desc(resultsHistory.created_at),
          desc(resultsHistory.id),
        ]
      : [desc(resultsHistory.created_at), desc(resultsHistory.id)];
  return db
    .select(rowFields)
    .from(resultsHistory)
    .leftJoin(cloudProviders, eq(resultsHistory.cloud_provider_id, cloudProviders.id))
    .where(searchFilter(search))
    .orderBy(...order)
    .$dynamic();
}

export async function countResults(db: Db, search: ResultsSearch): Promise<number> {
  const [row] = await db.select({ n: count() }).from(resultsHistory).where(searchFilter(search));
  return row?.n ?? 0;
}
