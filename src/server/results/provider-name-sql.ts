import { sql } from "drizzle-orm";
import { cloudProviders, resultsHistory } from "../db/schema.ts";

/**
 * The compared provider's name as the result stored it at analysis time, so a renamed or deleted provider does not
 * change (or blank) past results; the joined provider's name for rows stored before that column existed.
 */
export const resultProviderName = sql<
  string | null
>`coalesce(${resultsHistory.provider_name}, ${cloudProviders.name})`.as("provider_name");
