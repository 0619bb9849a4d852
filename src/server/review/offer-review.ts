import { eq } from "drizzle-orm";
import type { AnalysisRequest } from "#shared/schemas/analysis-request.ts";
import { ExtractedDataSchema } from "#shared/schemas/extracted-data.ts";
import type { ReviewTicket } from "#shared/schemas/review.ts";
import { type AnalysisDeps, removeOrphan, storeBill } from "../analysis/run-analysis.ts";
import { resultsHistory } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { parseObjectPath } from "../storage/storage.ts";
import { createPendingReview } from "./pending-review.ts";
import { needsReview, readingFromExtracted, readingFromLocal, refusedReading } from "./review-reading.ts";

/** The upload's refusal (422, the catalogue's message) with the review step the visitor may take instead. */
export class RefusedWithReview extends HttpError {
  readonly review: ReviewTicket;
  constructor(message: string, review: ReviewTicket) {
    super(422, message);
    this.review = review;
  }
}

type Visitor = Pick<AnalysisRequest, "name" | "email" | "cloudProviderId">;
const visitorOf = ({ name, email, cloudProviderId }: Visitor) => ({ name, email, cloudProviderId });

/**
 * A refused upload the visitor may complete (a cloud seller's invoice whose summary could not be read): its PDF
 * and the visitor's details are kept for the review step, behind a token. Null for anything else (the refusal
 * stands as it is), or when keeping them failed (the refusal stands too: never worse than without the step).
 */
export async function offerReviewOfRefusal(
  deps: AnalysisDeps,
  error: unknown,
  request: Visitor,
  pdf: Uint8Array,
  fileSha256: string,
): Promise<ReviewTicket | null> {
  const local = await refusedReading(error);
  if (!local) return null;
  let bill: string | null = null;
  try {
    bill = await storeBill(deps, pdf);
    return await createPendingReview(deps.storage, {
      bill,
      request: visitorOf(request),
      file_sha256: fileSha256,
      result_id: null,
      reading: readingFromLocal(local),
      local,
    });
  } catch (failure) {
    deps.log.warn({ err: failure }, "could not keep a refused invoice for the review step");
    if (bill) await removeOrphan(deps, bill);
    return null;
  }
}

/** A result whose savings-rate figures were read below high: the visitor is asked to check them beside the page. */
export async function offerReviewOfResult(
  deps: AnalysisDeps,
  resultId: string,
  request: Visitor,
  fileSha256: string,
): Promise<ReviewTicket | null> {
  try {
    const [row] = await deps.db
      .select({ extracted_data: resultsHistory.extracted_data, pdf_url: resultsHistory.pdf_url })
      .from(resultsHistory)
      .where(eq(resultsHistory.id, resultId));
    const data = ExtractedDataSchema.safeParse(row?.extracted_data);
    const bill = row ? parseObjectPath(row.pdf_url) : null;
    if (!data.success || !bill || !needsReview(data.data)) return null;
    return await createPendingReview(deps.storage, {
      bill: bill.name,
      request: visitorOf(request),
      file_sha256: fileSha256,
      result_id: resultId,
      reading: readingFromExtracted(data.data),
    });
  } catch (failure) {
    deps.log.warn({ err: failure }, "could not offer the review step for figures read below high");
    return null;
  }
}
