import { asc, eq } from "drizzle-orm";
import { combineMonths, correctsAMonth, type MonthInvoice } from "#shared/insights/combine-months.ts";
import { savingsRates } from "#shared/insights/rates.ts";
import {
  CONFIRM_ACCOUNT_CODE,
  MSG_MONTH_CONFIRM_ACCOUNT,
  MSG_MONTH_CREDIT_NOTE_UNMATCHED,
  MSG_MONTH_LIMIT,
  MSG_MONTH_OTHER_ACCOUNT,
  MSG_MONTH_OTHER_CURRENCY,
  MSG_MONTH_OTHER_PROVIDER,
  MSG_MONTH_SAME_INVOICE,
  MSG_MONTH_UNMATCHED_ACCOUNT,
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
    // Listed only where the invoice prints a balance.
    credits_balance: data.credits_balance ?? undefined,
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

const normalise = (value: string | null | undefined) => (value ?? "").replace(/[\s-]/g, "").toLowerCase();

/**
 * The invoices of a result as months go in: every invoice on a result is of one account (checked, or confirmed by
 * the visitor when one prints no number), so one printing none is counted under the account the others print.
 */
function monthInvoices(invoices: readonly ExtractedData[]): MonthInvoice[] {
  const account =
    invoices.map((data) => data.account_number).find((number) => normalise(number) !== "") ?? null;
  return invoices.map((data) => ({
    month: monthOf(data),
    account: normalise(data.account_number) ? data.account_number : account,
    creditNote: data.document_type === "credit_note",
  }));
}

/**
 * The result's invoice (the figures in effect) and the added ones as months: invoices of one account and billing
 * period add up into one month, a credit note corrects its month, ordered by period.
 */
export async function monthsOf(db: Db, resultId: string, original: ExtractedData): Promise<ResultMonth[]> {
  const added = (await storedMonths(db, resultId)).map((row) => row.extracted_data as ExtractedData);
  return combineMonths(monthInvoices([original, ...added]));
}

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

/**
 * Where the account cannot be read on both sides (the new invoice or the result's print no number), it may join
 * only when provider, currency and seller match, and then only once the visitor says it is the same account.
 */
function checkUnnumberedAccount(original: ExtractedData, month: ExtractedData, confirmed: boolean): void {
  const known = (provider: string) => !isUnknownProvider(provider);
  const matches =
    known(original.provider) &&
    original.provider === month.provider &&
    normalise(original.seller) !== "" &&
    normalise(original.seller) === normalise(month.seller);
  if (!matches) throw new HttpError(422, MSG_MONTH_UNMATCHED_ACCOUNT);
  if (!confirmed) throw new HttpError(409, MSG_MONTH_CONFIRM_ACCOUNT, { code: CONFIRM_ACCOUNT_CODE });
}

/**
 * After reading it: the same account, provider and currency as the result's invoices (an unnumbered one only as
 * `confirmed` by the visitor), not an invoice it has, and, for a credit note, the month it corrects on the result.
 */
export async function checkSameAccount(
  db: Db,
  resultId: string,
  original: ExtractedData,
  month: ExtractedData,
  confirmed = false,
): Promise<void> {
  const known = (provider: string) => !isUnknownProvider(provider);
  if (known(original.provider) && known(month.provider) && original.provider !== month.provider)
    throw new HttpError(422, MSG_MONTH_OTHER_PROVIDER);
  if (normalise(original.currency) !== normalise(month.currency))
    throw new HttpError(422, MSG_MONTH_OTHER_CURRENCY);
  const added = await storedMonths(db, resultId);
  const invoices = [original, ...added.map((row) => row.extracted_data as ExtractedData)];
  const accounts = new Set(invoices.map((data) => normalise(data.account_number)).filter(Boolean));
  const account = normalise(month.account_number);
  if (account && accounts.size > 0 && !accounts.has(account))
    throw new HttpError(422, MSG_MONTH_OTHER_ACCOUNT);
  if (!account || accounts.size === 0) checkUnnumberedAccount(original, month, confirmed);
  const numbers = invoices.map((data) => normalise(data.invoice_number));
  const number = normalise(month.invoice_number);
  if (number && numbers.includes(number)) throw new HttpError(409, MSG_MONTH_SAME_INVOICE);
  if (month.document_type === "credit_note") {
    const [note, ...rest] = monthInvoices([month, ...invoices]);
    if (!note || !correctsAMonth(note, rest)) throw new HttpError(422, MSG_MONTH_CREDIT_NOTE_UNMATCHED);
  }
  if (added.length + 1 >= MAX_RESULT_MONTHS) throw new HttpError(409, MSG_MONTH_LIMIT);
}
