import { asc, eq } from "drizzle-orm";
import { combineMonths } from "#shared/insights/combine-months.ts";
import { savingsRates } from "#shared/insights/rates.ts";
import {
  MSG_MONTH_LIMIT,
  MSG_MONTH_OTHER_ACCOUNT,
  MSG_MONTH_OTHER_CURRENCY,
  MSG_MONTH_OTHER_PROVIDER,
  MSG_MONTH_SAME_INVOICE,
} from "#shared/messages/result.ts";
import { isUnknownProvider } from "#shared/providers/provider-identity.ts";
import type { ExtractedData } from "#shared/schemas/extracted-data.ts";
import { MAX_RESULT_MONTHS, type ResultMonth, ResultMonthSchema } from "#shared/schemas/result-months.ts";
import type { Db } from "../db/client.ts";
import { resultMonths, resultsHistory } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";

/** The figures of one month, as GET /api/results/:id lists them. */
export function monthOf(data: ExtractedData): ResultMonth {
  // The month's schema keeps its own fields and drops the rest; the rates are read again (older months lack them).
  return ResultMonthSchema.parse({
    ...data,
    period_start: data.period_start ?? null,
    period_end: data.period_end ?? null,
    invoices: 1,
    ...savingsRates(data),
  });
}

export async function storedMonths(db: Db, resultId: string) {
  return db
    .select({ extracted_data: resultMonths.extracted_data, file_sha256: resultMonths.file_sha256 })
    .from(resultMonths)
    .where(eq(resultMonths.result_id, resultId))
    .orderBy(asc(resultMonths.created_at));
}

/**
 * The result's invoice (the figures in effect) and the added ones as months: invoices of one account and billing
 * period add up into one month, ordered by period.
 */
export async function monthsOf(db: Db, resultId: string, original: ExtractedData): Promise<ResultMonth[]> {
  const added = (await storedMonths(db, resultId)).map((row) => row.extracted_data as ExtractedData);
  return combineMonths(
    [original, ...added].map((data) => ({ month: monthOf(data), account: data.account_number })),
  );
}

const normalise = (value: string | null | undefined) => (value ?? "").replace(/[\s-]/g, "").toLowerCase();

/** Before reading the file: the limit and the same file again (cheap refusals, no slot taken). */
export async function checkBeforeReading(db: Db, resultId: string, fileSha256: string): Promise<void> {
  const [row] = await db
    .select({ file_sha256: resultsHistory.file_sha256 })
    .from(resultsHistory)
    .where(eq(resultsHistory.id, resultId))
    .limit(1);
  const added = await storedMonths(db, resultId);
  if (row?.file_sha256 === fileSha256 || added.some((month) => month.file_sha256 === fileSha256))
    throw new HttpError(409, MSG_MONTH_SAME_INVOICE);
  if (added.length + 1 >= MAX_RESULT_MONTHS) throw new HttpError(409, MSG_MONTH_LIMIT);
}

/** After reading it: the same account, provider and currency as the result's invoice, and not an invoice it has. */
export async function checkSameAccount(
  db: Db,
  resultId: string,
  original: ExtractedData,
  month: ExtractedData,
): Promise<void> {
  const known = (provider: string) => !isUnknownProvider(provider);
  if (known(original.provider) && known(month.provider) && original.provider !== month.provider)
    throw new HttpError(422, MSG_MONTH_OTHER_PROVIDER);
  if (normalise(original.currency) !== normalise(month.currency))
    throw new HttpError(422, MSG_MONTH_OTHER_CURRENCY);
  const [a, b] = [normalise(original.account_number), normalise(month.account_number)];
  if (a && b && a !== b) throw new HttpError(422, MSG_MONTH_OTHER_ACCOUNT);
  const added = await storedMonths(db, resultId);
  const numbers = [original, ...added.map((row) => row.extracted_data as ExtractedData)].map((data) =>
    normalise(data.invoice_number),
  );
  const number = normalise(month.invoice_number);
  if (number && numbers.includes(number)) throw new HttpError(409, MSG_MONTH_SAME_INVOICE);
  if (added.length + 1 >= MAX_RESULT_MONTHS) throw new HttpError(409, MSG_MONTH_LIMIT);
}
