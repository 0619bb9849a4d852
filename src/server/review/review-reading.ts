import type { ExtractedData, FieldProvenance } from "#shared/schemas/extracted-data.ts";
import { REVIEW_FIELDS, type ReviewField } from "#shared/schemas/review.ts";
import type { InvoiceReading } from "../extraction/engine/invoice-reading.ts";
import { InvoiceRejectedError } from "../extraction/errors.ts";
import { HttpError } from "../http/http-error.ts";
import type { ReviewReading } from "./pending-review.ts";

/** The figures the savings rate is computed from (and the deductions that make the net). */
const SAVINGS_RATE_FIELDS = [
  "total_charges",
  "net_charges",
  "savings_plan",
  "discount",
  "credits",
  "service_charges",
] as const;

/**
 * The reading of a refused upload the visitor may complete: a cloud seller's invoice whose summary could not be
 * read. A look-alike (a receipt, a quote, a report), a non-invoice or an unreadable file has none: besides the
 * engine's own verdict, page 1 must call itself an invoice in its heading (a receipt headed "Receipt from ..."
 * that names the invoice it pays lower down is not one).
 */
export async function refusedReading(error: unknown): Promise<InvoiceReading | null> {
  const cause = error instanceof HttpError && error.statusCode === 422 ? error.cause : null;
  if (!(cause instanceof InvoiceRejectedError) || cause.reason !== "unsupported") return null;
  const reading = cause.reading;
  if (reading?.refusal !== "figures") return null;
  // The heading is read with the extraction engine's words, loaded on first use (loadExtraction).
  const { headedAsInvoice } = await import("./invoice-heading.ts");
  return headedAsInvoice(reading.lines ?? []) ? reading : null;
}

/**
 * The visitor is asked to check the figures when one the savings rate is computed from was read below high
 * confidence, or when the page's own figures do not add up (a printed net that is not charges minus deductions).
 * A figure computed from printed ones that do add up (an unprinted net) is not a reading to check.
 */
export function needsReview(data: ExtractedData): boolean {
  if (data.checks.some((check) => !check.ok)) return true;
  return SAVINGS_RATE_FIELDS.some((field) => {
    const p = data.provenance?.[field];
    return data[field] !== null && p !== undefined && p.confidence !== "high" && !p.derived;
  });
}

export function readingFromLocal(local: InvoiceReading): ReviewReading {
  const { figures } = local;
  const found = (field: ReviewField) => (figures.provenance[field] ? figures[field] : null);
  return {
    provider: figures.provider,
    seller: figures.seller,
    account_number: figures.account_number,
    invoice_number: figures.invoice_number,
    invoice_date: figures.invoice_date,
    currency: figures.provenance.currency ? figures.currency : null,
    ...(Object.fromEntries(REVIEW_FIELDS.map((field) => [field, found(field)])) as Record<
      ReviewField,
      number | null
    >),
    provenance: figures.provenance,
  };
}

export function readingFromExtracted(data: ExtractedData): ReviewReading {
  const figures = Object.fromEntries(REVIEW_FIELDS.map((field) => [field, data[field]]));
  return {
    provider: data.provider,
    seller: data.seller ?? null,
    account_number: data.account_number,
    invoice_number: data.invoice_number,
    invoice_date: data.invoice_date,
    currency: data.currency,
    ...(figures as Pick<ReviewReading, (typeof REVIEW_FIELDS)[number]>),
    provenance: data.provenance ?? {},
  };
}

/** The pages the review shows: page 1, and the page the summary was read on when it is another. */
export function reviewPages(reading: ReviewReading): number[] {
  const pages = new Set<number>([1]);
  for (const p of Object.values(reading.provenance) as FieldProvenance[]) pages.add(p.page);
  return [...pages].sort((a, b) => a - b).slice(0, 2);
}
