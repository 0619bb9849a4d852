import { eq, sql } from "drizzle-orm";
import { MAX_CORRECTIONS_PER_RESULT } from "#shared/limits.ts";
import { isUnknownProvider } from "#shared/providers/provider-identity.ts";
import { applyCorrections } from "#shared/savings/apply-corrections.ts";
import { ExtractedDataSchema } from "#shared/schemas/extracted-data.ts";
import {
  CORRECTABLE_FIELDS,
  type FigureCorrection,
  StoredCorrectionsSchema,
} from "#shared/schemas/figure-correction.ts";
import { type ProviderCheck, ProviderMatchSchema } from "#shared/schemas/provider-match.ts";
import type { Result } from "#shared/schemas/result.ts";
import type { Db } from "../db/client.ts";
import { cloudProviders, resultsHistory } from "../db/schema.ts";
import { isUuid } from "../http/uuid.ts";
import { resultProviderName } from "./provider-name-sql.ts";
import { monthsOf } from "./result-months.ts";

/** A stored corrections value, or null when there is none (or it is not one we wrote). */
export function parseStoredCorrections(value: unknown): FigureCorrection | null {
  if (value === null || value === undefined) return null;
  const parsed = StoredCorrectionsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The figures in effect for a stored extraction and its corrections, read loosely: staff views of an attached
 * analysis (booking mails, /admin/bookings) show what the visitor's result page shows. An extraction that does not
 * parse is returned as stored.
 */
export function effectiveExtractedData(
  extracted: unknown,
  corrections: unknown,
): { extracted_data: unknown; corrected: boolean } {
  const stored = parseStoredCorrections(corrections);
  const parsed = ExtractedDataSchema.safeParse(extracted);
  if (!parsed.success || !stored) return { extracted_data: extracted, corrected: false };
  const effective = applyCorrections(parsed.data, stored);
  return { extracted_data: effective, corrected: effective !== parsed.data };
}

function providerCheckOf(row: {
  provider_match: string | null;
  chosen_provider_name: string | null;
  detected_provider: string | null;
}): ProviderCheck | null {
  const match = ProviderMatchSchema.safeParse(row.provider_match);
  if (!match.success) return null;
  return {
    match: match.data,
    chosen_provider_name: row.chosen_provider_name,
    detected_provider: isUnknownProvider(row.detected_provider) ? null : row.detected_provider,
  };
}

export type StoredResult = {
  extracted_data: unknown;
  corrections: unknown;
  correction_count: number;
  provider_match: string | null;
  chosen_provider_name: string | null;
  detected_provider: string | null;
};

/** The columns a StoredResult is read from: every query that shows or scores a result selects these. */
export const STORED_RESULT_COLUMNS = {
  extracted_data: resultsHistory.extracted_data,
  corrections: resultsHistory.corrections,
  correction_count: resultsHistory.correction_count,
  provider_match: resultsHistory.provider_match,
  chosen_provider_name: resultsHistory.chosen_provider_name,
  detected_provider: resultsHistory.detected_provider,
};

/** The figures in effect and what was corrected, from a stored row; the row's extraction is never changed. */
export function figuresOf(row: StoredResult) {
  const original = ExtractedDataSchema.parse(row.extracted_data);
  const corrections = parseStoredCorrections(row.corrections);
  const effective = applyCorrections(original, corrections);
  const corrected = CORRECTABLE_FIELDS.filter((field) => corrections?.[field] !== undefined);
  return {
    extracted_data: effective,
    ...(corrected.length > 0 ? { original_extracted_data: original } : {}),
    corrected_fields: corrected,
    corrections_left: Math.max(0, MAX_CORRECTIONS_PER_RESULT - row.correction_count),
    provider_check: providerCheckOf(row),
  };
}

/** A result's columns as GET /api/results/:id answers them (the provider's current name beside the stored one). */
export const RESULT_COLUMNS = {
  id: resultsHistory.id,
  name: resultsHistory.name,
  email: resultsHistory.email,
  created_at: resultsHistory.created_at,
  cloud_provider_id: resultsHistory.cloud_provider_id,
  provider_name: resultProviderName,
  ...STORED_RESULT_COLUMNS,
};

export type ResultRow = StoredResult & {
  id: string;
  name: string;
  email: string;
  created_at: Date;
  cloud_provider_id: string | null;
  provider_name: string | null;
};

/** The answer for a result row: the figures in effect and the months added to it (one read, the months'). */
export async function resultOf(db: Db, row: ResultRow): Promise<Result> {
  const figures = figuresOf(row);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    created_at: row.created_at.toISOString(),
    cloud_provider_id: row.cloud_provider_id,
    provider_name: row.provider_name,
    ...figures,
    months: await monthsOf(db, row.id, figures.extracted_data),
  };
}

function buildFindResultQuery(db: Db) {
  return db
    .select(RESULT_COLUMNS)
    .from(resultsHistory)
    .leftJoin(cloudProviders, eq(cloudProviders.id, resultsHistory.cloud_provider_id))
    .where(eq(resultsHistory.id, sql.placeholder("id")))
    .limit(1)
    .prepare("find_result_by_id");
}

// Built once per database: building the SQL for this join was most of a result read's CPU in a profile.
const findResultQueries = new WeakMap<Db, ReturnType<typeof buildFindResultQuery>>();

/** GET /api/results/:id: the result with the figures in effect; null for an unknown or malformed id. */
export async function findResultById(db: Db, id: string): Promise<Result | null> {
  if (!isUuid(id)) return null;
  let query = findResultQueries.get(db);
  if (!query) {
    query = buildFindResultQuery(db);
    findResultQueries.set(db, query);
  }
  const rows = await query.execute({ id: id.toLowerCase() });
  const row = rows[0];
  return row ? resultOf(db, row) : null;
}
