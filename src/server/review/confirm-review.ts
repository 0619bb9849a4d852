import { eq, sql } from "drizzle-orm";
import { withRates } from "#shared/insights/rates.ts";
import { MSG_PROVIDER_NOT_FOUND } from "#shared/messages/analysis.ts";
import { MSG_CORRECTION_NET_ABOVE_CHARGES, MSG_RESULT_NOT_FOUND } from "#shared/messages/result.ts";
import { analyzeFigures } from "#shared/savings/analyze-figures.ts";
import { applyCorrections, effectiveCorrections } from "#shared/savings/apply-corrections.ts";
import {
  type ExtractedData,
  ExtractedDataSchema,
  type FieldProvenance,
  type Provenance,
  type VisitorReview,
} from "#shared/schemas/extracted-data.ts";
import { type FigureCorrection, netAboveCharges } from "#shared/schemas/figure-correction.ts";
import {
  REVIEW_FIELDS,
  REVIEW_LABELS,
  type ReviewConfirmation,
  type ReviewField,
} from "#shared/schemas/review.ts";
import { compareProvider } from "../analysis/compare-provider.ts";
import { type AnalysisDeps, loadExtraction, selectProviders } from "../analysis/run-analysis.ts";
import type { Db } from "../db/client.ts";
import { resultsHistory } from "../db/schema.ts";
import type { InvoiceReading } from "../extraction/engine/invoice-reading.ts";
import { HttpError } from "../http/http-error.ts";
import { rescoreLeadsQuietly } from "../leads/rescore.ts";
import { parseStoredCorrections } from "../results/find-result.ts";
import { newManageToken } from "../results/manage-token.ts";
import { saveResult } from "../results/save-result.ts";
import type { PendingReview, ReviewReading } from "./pending-review.ts";
import type { PrintedNumber } from "./render-protocol.ts";

/** A number printed on one of the review's pages. */
export type PagedNumber = PrintedNumber & { page: number };

const same = (a: number, b: number) => Math.abs(a - b) < 0.005;
const money = (value: number) => value.toFixed(2);

/**
 * Where each confirmed figure stands: as read (its provenance kept, now confirmed), picked on the page (the
 * printed number's place), or typed by the visitor (the page does not print it). Each becomes high confidence:
 * the visitor checked it against the page.
 */
export function confirmedProvenance(
  reading: ReviewReading,
  figures: ReviewConfirmation,
  printed: readonly PagedNumber[],
  summaryPage: number,
): { provenance: Provenance; fields: VisitorReview["fields"] } {
  const provenance: Provenance = {};
  const fields: VisitorReview["fields"] = {};
  for (const field of REVIEW_FIELDS) {
    const value = figures[field];
    if (value === null) continue;
    const read = reading[field];
    const found = reading.provenance[field];
    const onPage = printed.find((n) => same(n.value, value));
    let entry: FieldProvenance;
    if (read !== null && found && same(read, value)) {
      entry = { ...found, text: `${found.text} (confirmed by the visitor)`, confidence: "high" };
      fields[field] = "confirmed";
    } else if (onPage) {
      entry = {
        text: `${REVIEW_LABELS[field]}: ${onPage.text} (picked on page ${onPage.page} by the visitor)`,
        page: onPage.page,
        box: onPage.box,
        confidence: "high",
      };
      fields[field] = "confirmed";
    } else {
      entry = {
        text: `${REVIEW_LABELS[field]}: ${money(value)} (typed by the visitor; the page does not print it)`,
        page: summaryPage,
        box: [0, 0, 0, 0],
        confidence: "high",
      };
      fields[field] = "typed";
    }
    provenance[field] = entry;
  }
  const currencyFound = reading.provenance.currency;
  if (reading.currency === figures.currency && currencyFound) {
    provenance.currency = { ...currencyFound, confidence: "high" };
    fields.currency = "confirmed";
  } else {
    provenance.currency = {
      text: `Currency: ${figures.currency} (typed by the visitor)`,
      page: summaryPage,
      box: [0, 0, 0, 0],
      confidence: "high",
    };
    fields.currency = "typed";
  }
  return { provenance, fields };
}

function visitorReview(kind: VisitorReview["kind"], fields: VisitorReview["fields"]): VisitorReview {
  return { confirmed_at: new Date().toISOString(), kind, fields };
}

/**
 * A refused invoice completed by its visitor: the engine's reading (seller, ids, the page's detail) with the
 * confirmed figures, saved as a result like any other (the PDF the review kept becomes the result's).
 */
export async function confirmRefused(
  deps: Pick<AnalysisDeps, "db" | "jobs">,
  review: PendingReview,
  figures: ReviewConfirmation,
  printed: readonly PagedNumber[],
  summaryPage: number,
): Promise<{ resultId: string; manageToken: string }> {
  const local = review.local as InvoiceReading;
  const [chosen] = await selectProviders(deps.db, review.request.cloudProviderId);
  if (!chosen) throw new HttpError(400, MSG_PROVIDER_NOT_FOUND);
  const { provenance, fields } = confirmedProvenance(review.reading, figures, printed, summaryPage);
  const summary =
    local.figures.invoice_summary.length > 0
      ? local.figures.invoice_summary
      : REVIEW_FIELDS.flatMap((field) => {
          const amount = figures[field];
          return amount === null
            ? []
            : [{ description: REVIEW_LABELS[field], currency: figures.currency, amount }];
        });
  const completed: InvoiceReading = {
    ...local,
    figures: {
      ...local.figures,
      ...(Object.fromEntries(REVIEW_FIELDS.map((field) => [field, figures[field]])) as Pick<
        ReviewConfirmation,
        ReviewField
      >),
      currency: figures.currency,
      invoice_summary: summary,
      provenance: { ...local.figures.provenance, ...provenance },
    },
    refusal: null,
  };
  const detected = completed.figures.provider;
  const comparison = compareProvider(detected, chosen, await selectProviders(deps.db));
  const { extractionOf } = await loadExtraction();
  // The visitor gave every figure: none is left "to check".
  const data: ExtractedData = {
    ...analyzeFigures(extractionOf(completed), comparison.estimatedEsr, Object.keys(fields)),
    visitor_review: visitorReview("refused", fields),
  };
  const token = newManageToken();
  const resultId = await saveResult(deps.db, deps.jobs, {
    name: review.request.name,
    email: review.request.email,
    bill: review.bill,
    data,
    chosen,
    compared: comparison.compared,
    detected,
    match: comparison.match,
    manageTokenHash: token.hash,
    fileSha256: review.file_sha256,
  });
  if (!resultId) throw new HttpError(500, MSG_RESULT_NOT_FOUND);
  return { resultId, manageToken: token.token };
}

/**
 * Figures read below high, checked by the visitor: what differs from the reading becomes the result's
 * corrections (the reading stays as read), and the provenance says which figures the visitor confirmed or typed.
 */
export async function confirmUnsure(
  db: Db,
  resultId: string,
  review: PendingReview,
  figures: ReviewConfirmation,
  printed: readonly PagedNumber[],
  summaryPage: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ extracted_data: resultsHistory.extracted_data, corrections: resultsHistory.corrections })
      .from(resultsHistory)
      .where(eq(resultsHistory.id, resultId))
      .for("update");
    if (!row) throw new HttpError(404, MSG_RESULT_NOT_FOUND);
    const original = ExtractedDataSchema.parse(row.extracted_data);
    const given: Record<string, unknown> = { currency: figures.currency };
    for (const field of REVIEW_FIELDS) {
      const value = figures[field] ?? (original[field] !== null ? 0 : undefined);
      if (value !== undefined) given[field] = value;
    }
    const stored = parseStoredCorrections(row.corrections) ?? {};
    const next = effectiveCorrections(original, { ...stored, ...(given as FigureCorrection) });
    if (netAboveCharges(applyCorrections(original, next)))
      throw new HttpError(400, MSG_CORRECTION_NET_ABOVE_CHARGES);
    const { provenance, fields } = confirmedProvenance(review.reading, figures, printed, summaryPage);
    const changed = Object.keys(next).length > 0;
    await tx
      .update(resultsHistory)
      .set({
        // The rates' "figures to check" recomputed: the ones the visitor confirmed or typed are settled.
        extracted_data: withRates({
          ...original,
          provenance: { ...original.provenance, ...provenance },
          visitor_review: visitorReview("unsure", fields),
        }),
        corrections: changed ? next : null,
        ...(changed
          ? { correction_count: sql`${resultsHistory.correction_count} + 1`, corrected_at: new Date() }
          : {}),
      })
      .where(eq(resultsHistory.id, resultId));
  });
  await rescoreLeadsQuietly(db, { ids: [resultId] });
}
