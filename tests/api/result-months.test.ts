import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultMonths, resultsHistory } from "#server/db/schema.ts";
import { purgeExpired } from "#server/retention/purge.ts";
import { parseObjectPath } from "#server/storage/storage.ts";
import { MSG_UNSUPPORTED_INVOICE } from "#shared/messages/analysis.ts";
import {
  CONFIRM_ACCOUNT_CODE,
  MSG_MANAGE_TOKEN_REQUIRED,
  MSG_MONTH_CONFIRM_ACCOUNT,
  MSG_MONTH_CREDIT_NOTE_UNMATCHED,
  MSG_MONTH_LIMIT,
  MSG_MONTH_OTHER_ACCOUNT,
  MSG_MONTH_OTHER_CURRENCY,
  MSG_MONTH_OTHER_PROVIDER,
  MSG_MONTH_SAME_INVOICE,
} from "#shared/messages/result.ts";
import { MSG_PDF_ENCRYPTED, MSG_PDF_NOT_A_PDF } from "#shared/messages/upload.ts";
import { ResultSchema } from "#shared/schemas/result.ts";
import { MAX_RESULT_MONTHS } from "#shared/schemas/result-months.ts";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";
import { REFUSED } from "#tests/support/invoice-generator/refused.ts";
import { awsMonthPdf, azureMonthPdf } from "#tests/support/month-invoices.ts";
import { multipartBody } from "#tests/support/multipart.ts";

let t: TestApp;
let awsId = "";

beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_RATE_LIMIT: "1000" });
  const providers: Array<{ id: string; name: string }> = (
    await t.app.inject({ url: "/api/providers" })
  ).json();
  awsId = providers.find((p) => p.name === "AWS")?.id ?? "";
});
afterAll(() => t.close());

/** The stored file behind a `bucket/name` path, or null when it is gone. */
async function storedFile(pdfUrl: string | undefined) {
  const where = parseObjectPath(pdfUrl ?? "");
  if (!where) throw new Error(`not a stored path: ${pdfUrl}`);
  return t.services.storage.get(where.bucket, where.name);
}

async function analyse(pdf: Uint8Array): Promise<{ resultId: string; manageToken: string }> {
  const body = multipartBody(
    { name: "Ada", email: "ada@example.com", cloudProviderId: awsId },
    { filename: "bill.pdf", bytes: pdf },
  );
  const res = await t.app.inject({ method: "POST", url: "/api/analyses", ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function addMonth(id: string, token: string | null, pdf: Uint8Array, fields: Record<string, string> = {}) {
  const body = multipartBody(fields, { filename: "month.pdf", bytes: pdf });
  return t.app.inject({
    method: "POST",
    url: `/api/results/${id}/invoices`,
    ...body,
    headers: { ...body.headers, ...(token ? { "x-manage-token": token } : {}) },
  });
}

const june = () => awsMonthPdf({ date: "2024-06-02", charges: 1000, savingsPlan: 100 });
const july = () => awsMonthPdf({ date: "2024-07-02", charges: 1200, savingsPlan: 300 });
const may = () => awsMonthPdf({ date: "2024-05-02", charges: 800 });

describe("POST /api/results/:id/invoices (issue 25: how the bill moves)", () => {
  it("adds two more months; GET lists the three by date, the original among them", async () => {
    const { resultId, manageToken } = await analyse(june());
    const first = ResultSchema.parse((await t.app.inject({ url: `/api/results/${resultId}` })).json());
    expect(first.months).toEqual([
      expect.objectContaining({
        invoice_date: "2024-06-02",
        currency: "EUR",
        total_charges: 1000,
        savings_plan: 100,
        effective_savings_rate: 0.1,
        credits_share: 0,
      }),
    ]);

    const second = await addMonth(resultId, manageToken, july());
    expect(second.statusCode, second.body).toBe(201);
    expect(ResultSchema.parse(second.json()).months?.map((m) => m.invoice_date)).toEqual([
      "2024-06-02",
      "2024-07-02",
    ]);

    const third = await addMonth(resultId, manageToken, may());
    expect(third.statusCode, third.body).toBe(201);
    const read = ResultSchema.parse((await t.app.inject({ url: `/api/results/${resultId}` })).json());
    expect(read.months).toEqual([
      {
        invoice_date: "2024-05-02",
        period_start: "2024-04-01",
        period_end: "2024-04-30",
        invoices: 1,
        currency: "EUR",
        total_charges: 800,
        net_charges: 800,
        credits: null,
        discount: null,
        savings_plan: null,
        vat: 152,
        effective_savings_rate: 0,
        credits_share: 0,
      },
      expect.objectContaining({ invoice_date: "2024-06-02", total_charges: 1000, net_charges: 900 }),
      expect.objectContaining({
        invoice_date: "2024-07-02",
        total_charges: 1200,
        net_charges: 900,
        savings_plan: 300,
      }),
    ]);

    // Labelled by billing period: the invoices of 2 May, 2 June and 2 July are April, May and June.
    expect(read.months?.map((m) => m.period_start)).toEqual(["2024-04-01", "2024-05-01", "2024-06-01"]);
    // A second invoice of June's period adds to June, not a fourth month.
    const again = await addMonth(
      resultId,
      manageToken,
      awsMonthPdf({
        date: "2024-07-09",
        charges: 200,
        invoiceNumber: "EUINDE2024-790002",
        period: { month: 6, year: 2024 },
      }),
    );
    expect(again.statusCode, again.body).toBe(201);
    const added = ResultSchema.parse(again.json()).months ?? [];
    expect(added).toHaveLength(3);
    expect(added[2]).toMatchObject({ period_start: "2024-06-01", invoices: 2, total_charges: 1400 });

    // The visitor's delete removes the months and their PDFs.
    const stored = await t.services.database.db
      .select({ pdf_url: resultMonths.pdf_url })
      .from(resultMonths)
      .where(eq(resultMonths.result_id, resultId));
    expect(stored).toHaveLength(3);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/results/${resultId}`,
      headers: { "x-manage-token": manageToken },
    });
    expect(del.statusCode).toBe(204);
    for (const row of stored) {
      expect(await storedFile(row.pdf_url)).toBeNull();
    }
    const left = await t.services.database.db
      .select()
      .from(resultMonths)
      .where(eq(resultMonths.result_id, resultId));
    expect(left).toEqual([]);
  });

  it("needs the manage token (403) and an existing result (404)", async () => {
    const { resultId } = await analyse(
      awsMonthPdf({ date: "2024-06-02", charges: 10, account: "999999999999" }),
    );
    const without = await addMonth(resultId, null, july());
    expect(without.statusCode).toBe(403);
    expect(without.json().error).toBe(MSG_MANAGE_TOKEN_REQUIRED);
    const wrong = await addMonth(resultId, "x".repeat(43), july());
    expect(wrong.statusCode).toBe(403);
    const missing = await addMonth("00000000-0000-4000-8000-000000000000", "x".repeat(43), july());
    expect(missing.statusCode).toBe(404);
  });

  it("refuses another account, provider or currency, the same invoice twice and unreadable files", async () => {
    const { resultId, manageToken } = await analyse(june());
    const refusal = async (pdf: Uint8Array, status: number, message: string) => {
      const res = await addMonth(resultId, manageToken, pdf);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error).toBe(message);
    };
    await refusal(
      awsMonthPdf({ date: "2024-07-02", charges: 50, account: "210987654321" }),
      422,
      MSG_MONTH_OTHER_ACCOUNT,
    );
    await refusal(azureMonthPdf("2024-07-02"), 422, MSG_MONTH_OTHER_PROVIDER);
    await refusal(
      awsMonthPdf({ date: "2024-07-02", charges: 50, currency: "USD" }),
      422,
      MSG_MONTH_OTHER_CURRENCY,
    );
    // The same file, and the same invoice number in another file.
    await refusal(june(), 409, MSG_MONTH_SAME_INVOICE);
    await refusal(
      awsMonthPdf({
        date: "2024-06-02",
        charges: 1000,
        savingsPlan: 100,
        invoiceNumber: "EUINDE2024-620001",
      }),
      409,
      MSG_MONTH_SAME_INVOICE,
    );
    const pdfOf = (name: string) => REFUSED.find((r) => r.name === name)?.bytes ?? new Uint8Array();
    await refusal(pdfOf("not-an-invoice"), 422, MSG_UNSUPPORTED_INVOICE);
    await refusal(pdfOf("encrypted"), 422, MSG_PDF_ENCRYPTED);
    await refusal(new TextEncoder().encode("hello, not a pdf"), 400, MSG_PDF_NOT_A_PDF);
    // Nothing was added by the refusals.
    const read = ResultSchema.parse((await t.app.inject({ url: `/api/results/${resultId}` })).json());
    expect(read.months).toHaveLength(1);
  });

  it("two invoices sent at once to a result one short of the limit: one is added, the other refused", async () => {
    const account = "222222222222";
    const { resultId, manageToken } = await analyse(
      awsMonthPdf({ date: "2024-03-02", charges: 30, account }),
    );
    // Fill the result up to one short of the limit with months of earlier years (stored as an upload stores them).
    const db = t.services.database.db;
    const [original] = await db.select().from(resultsHistory).where(eq(resultsHistory.id, resultId));
    for (let i = 2; i < MAX_RESULT_MONTHS; i++)
      await db.insert(resultMonths).values({
        result_id: resultId,
        pdf_url: `bills/filler-${resultId}-${i}.pdf`,
        file_sha256: `${i}`.padStart(64, "0"),
        extracted_data: {
          ...(original?.extracted_data as object),
          invoice_number: `FILL-${i}`,
          invoice_date: `20${10 + i}-01-02`,
          period_start: null,
          period_end: null,
        },
      });
    const answers = await Promise.all([
      addMonth(resultId, manageToken, awsMonthPdf({ date: "2024-05-02", charges: 32, account })),
      addMonth(resultId, manageToken, awsMonthPdf({ date: "2024-06-02", charges: 33, account })),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json().error).toBe(MSG_MONTH_LIMIT);
    const read = ResultSchema.parse((await t.app.inject({ url: `/api/results/${resultId}` })).json());
    expect(read.months).toHaveLength(MAX_RESULT_MONTHS);
  });

  it("the retention purge removes the months' PDFs with the result", async () => {
    const { resultId, manageToken } = await analyse(
      awsMonthPdf({ date: "2024-01-02", charges: 70, account: "111111111111" }),
    );
    const added = await addMonth(
      resultId,
      manageToken,
      awsMonthPdf({ date: "2024-02-02", charges: 75, account: "111111111111" }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const [month] = await t.services.database.db
      .select({ pdf_url: resultMonths.pdf_url })
      .from(resultMonths)
      .where(eq(resultMonths.result_id, resultId));
    expect(await storedFile(month?.pdf_url)).not.toBeNull();
    await t.services.database.db
      .update(resultsHistory)
      .set({ created_at: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(resultsHistory.id, resultId));
    await purgeExpired({ database: t.services.database, storage: t.services.storage, retentionDays: 30 });
    expect(await storedFile(month?.pdf_url)).toBeNull();
  });

  it("an invoice printing no account number joins only once the visitor confirms; another account stays refused", async () => {
    const { resultId, manageToken } = await analyse(june());
    const unnumbered = () => awsMonthPdf({ date: "2024-07-02", charges: 1200, account: null });
    const asked = await addMonth(resultId, manageToken, unnumbered());
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json()).toEqual({ error: MSG_MONTH_CONFIRM_ACCOUNT, code: CONFIRM_ACCOUNT_CODE });
    let read = ResultSchema.parse((await t.app.inject({ url: `/api/results/${resultId}` })).json());
    expect(read.months).toHaveLength(1);

    const confirmed = await addMonth(resultId, manageToken, unnumbered(), { confirmAccount: "true" });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    read = ResultSchema.parse(confirmed.json());
    expect(read.months?.map((m) => m.period_start)).toEqual(["2024-05-01", "2024-06-01"]);

    // Confirming does not let an invoice that prints another account in.
    const other = await addMonth(
      resultId,
      manageToken,
      awsMonthPdf({ date: "2024-08-02", charges: 50, account: "210987654321" }),
      { confirmAccount: "true" },
    );
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().error).toBe(MSG_MONTH_OTHER_ACCOUNT);
  });

  it("a credit note is attached to the month it corrects (same account and period), not shown as a month", async () => {
    const { resultId, manageToken } = await analyse(june());
    const july = await addMonth(
      resultId,
      manageToken,
      awsMonthPdf({ date: "2024-07-02", charges: 1200, savingsPlan: 300 }),
    );
    expect(july.statusCode, july.body).toBe(201);
    // A credit note for May's usage (the month the 2 June invoice bills).
    const note = await addMonth(
      resultId,
      manageToken,
      awsMonthPdf({
        date: "2024-06-20",
        charges: 100,
        creditNote: true,
        invoiceNumber: "EUCNDE2024-000001",
        period: { month: 5, year: 2024 },
      }),
    );
    expect(note.statusCode, note.body).toBe(201);
    const months = ResultSchema.parse(note.json()).months ?? [];
    expect(months).toHaveLength(2);
    expect(months[0]).toMatchObject({
      period_start: "2024-05-01",
      total_charges: 900,
      net_charges: 800,
      correction: 100,
      credit_notes: 1,
    });
    expect(months[1]?.correction).toBeUndefined();

    // One for a month not on the result is refused, in plain words.
    const stray = await addMonth(
      resultId,
      manageToken,
      awsMonthPdf({
        date: "2024-03-20",
        charges: 40,
        creditNote: true,
        invoiceNumber: "EUCNDE2024-000002",
        period: { month: 2, year: 2024 },
      }),
    );
    expect(stray.statusCode, stray.body).toBe(422);
    expect(stray.json().error).toBe(MSG_MONTH_CREDIT_NOTE_UNMATCHED);
  });

  it("three AWS invoices dated 2 April, 2 May and 2 June are March, April and May; a second May invoice adds to May", async () => {
    const account = "333333333333";
    const { resultId, manageToken } = await analyse(
      awsMonthPdf({ date: "2026-04-02", charges: 1000, account }),
    );
    for (const [date, charges] of [
      ["2026-05-02", 1100],
      ["2026-06-02", 1200],
    ] as const) {
      const res = await addMonth(resultId, manageToken, awsMonthPdf({ date, charges, account }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const second = await addMonth(
      resultId,
      manageToken,
      awsMonthPdf({
        date: "2026-06-09",
        charges: 300,
        account,
        invoiceNumber: "EUINDE2026-690002",
        period: { month: 5, year: 2026 },
      }),
    );
    expect(second.statusCode, second.body).toBe(201);
    const months = ResultSchema.parse(second.json()).months ?? [];
    expect(months.map((m) => [m.period_start, m.period_end, m.invoices, m.total_charges])).toEqual([
      ["2026-03-01", "2026-03-31", 1, 1000],
      ["2026-04-01", "2026-04-30", 1, 1100],
      ["2026-05-01", "2026-05-31", 2, 1500],
    ]);
  });

  it("a month's printed credits balance reaches GET months (the runway is counted from it)", async () => {
    const { resultId } = await analyse(
      awsMonthPdf({ date: "2026-08-02", charges: 5000, credits: 1200, account: "444444444444" }),
    );
    const db = t.services.database.db;
    const [original] = await db.select().from(resultsHistory).where(eq(resultsHistory.id, resultId));
    await db.insert(resultMonths).values({
      result_id: resultId,
      pdf_url: `bills/balance-${resultId}.pdf`,
      file_sha256: "b".repeat(64),
      extracted_data: {
        ...(original?.extracted_data as object),
        invoice_number: "BALANCE-1",
        invoice_date: "2026-09-02",
        period_start: "2026-08-01",
        period_end: "2026-08-31",
        credits_balance: 3000,
      },
    });
    const read = ResultSchema.parse((await t.app.inject({ url: `/api/results/${resultId}` })).json());
    expect(read.months?.map((m) => m.credits_balance)).toEqual([undefined, 3000]);
  });
});
