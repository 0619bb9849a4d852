import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MSG_REVIEW_EXPIRED } from "#shared/messages/analysis.ts";
import { MSG_CORRECTION_DISABLED } from "#shared/messages/result.ts";
import type { FieldProvenance } from "#shared/schemas/extracted-data.ts";
import {
  REVIEW_FIELDS,
  ReviewConfirmationSchema,
  ReviewConfirmedSchema,
  type ReviewFigure,
  type ReviewView,
  ReviewViewSchema,
} from "#shared/schemas/review.ts";
import type { Db } from "../db/client.ts";
import { HttpError } from "../http/http-error.ts";
import type { Jobs } from "../jobs/jobs.ts";
import { confirmRefused, confirmUnsure, type PagedNumber } from "../review/confirm-review.ts";
import {
  endPendingReview,
  loadPendingReview,
  type PendingReview,
  REVIEW_TOKEN_HEADER,
} from "../review/pending-review.ts";
import { renderPage } from "../review/render-page.ts";
import { reviewPages } from "../review/review-reading.ts";
import { isSwitchOn } from "../settings/switches.ts";
import type { Storage } from "../storage/storage.ts";

const ParamsSchema = z.object({ id: z.string().max(64) });
const NO_STORE = "private, no-store";
/** Viewing and confirming a review each render PDF pages: a visitor needs a few a minute at most. */
const REVIEW_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: "1 minute" } };

type OpenedReview = { review: PendingReview; pdf: Uint8Array; pages: number[] };

function figureOf(value: number | string | null, p: FieldProvenance | undefined): ReviewFigure {
  if (value === null || !p) return { value: null, text: null, page: null, box: null, confidence: null };
  return {
    value: typeof value === "number" ? value : null,
    text: p.text,
    page: p.page,
    box: p.derived || p.box.every((v) => v === 0) ? null : p.box,
    confidence: p.confidence,
  };
}

/** The page the summary was read on: the net's or the charges' page, else the last page shown. */
function summaryPageOf(review: PendingReview, pages: number[]): number {
  const { provenance } = review.reading;
  return provenance.net_charges?.page ?? provenance.total_charges?.page ?? pages.at(-1) ?? 1;
}

export const reviewRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: Storage;
  /** Where a confirmed result's lead event (the staff mail, the webhooks) is queued, with its row. */
  jobs?: Jobs;
}> = async (app, { db, storage, jobs }) => {
  /** The review the request names (refused without its token), its PDF and the pages the review step shows. */
  async function openReview(id: string, token: unknown): Promise<OpenedReview> {
    const review = await loadPendingReview(storage, id, token);
    const object = await storage.get("bills", review.bill);
    if (!object) throw new HttpError(404, MSG_REVIEW_EXPIRED);
    return { review, pdf: object.body, pages: reviewPages(review.reading) };
  }

  async function printedNumbers(pdf: Uint8Array, pages: number[]): Promise<PagedNumber[]> {
    const read = await Promise.all(pages.map((page) => renderPage(pdf, page, false)));
    return read.flatMap((r, i) => (r ? r.numbers.map((n) => ({ ...n, page: pages[i] ?? 1 })) : []));
  }

  // The review step: page 1 (and the summary's page) as images, the numbers they print, the figures found.
  app.get(
    "/:id",
    {
      schema: { params: ParamsSchema, response: { 200: ReviewViewSchema } },
      config: REVIEW_RATE_LIMIT,
    },
    async (request, reply) => {
      const { review, pdf, pages } = await openReview(
        request.params.id,
        request.headers[REVIEW_TOKEN_HEADER],
      );
      const rendered = await Promise.all(pages.map((page) => renderPage(pdf, page)));
      const { reading } = review;
      const view: ReviewView = {
        id: request.params.id,
        kind: review.result_id ? "unsure" : "refused",
        provider: reading.provider,
        invoice_number: reading.invoice_number,
        invoice_date: reading.invoice_date,
        figures: Object.fromEntries(
          REVIEW_FIELDS.map((field) => [field, figureOf(reading[field], reading.provenance[field])]),
        ) as ReviewView["figures"],
        currency: { ...figureOf(reading.currency, reading.provenance.currency), code: reading.currency },
        pages: pages.map((number, i) => {
          const page = rendered[i];
          return {
            number,
            width: page?.pageWidth ?? 612,
            height: page?.pageHeight ?? 792,
            origin: page?.origin ?? [0, 0],
            image: page?.png ? `data:image/png;base64,${Buffer.from(page.png).toString("base64")}` : null,
            numbers: page?.numbers ?? [],
          };
        }),
      };
      reply.header("Cache-Control", NO_STORE).header("X-Robots-Tag", "noindex");
      return view;
    },
  );

  // Confirming: the figures must reconcile (the schema); the result is made, or the unsure one corrected.
  app.post(
    "/:id",
    {
      schema: {
        params: ParamsSchema,
        body: ReviewConfirmationSchema,
        response: { 200: ReviewConfirmedSchema, 201: ReviewConfirmedSchema },
      },
      config: REVIEW_RATE_LIMIT,
    },
    async (request, reply) => {
      if (!(await isSwitchOn(db, "analysis_enabled"))) throw new HttpError(403, MSG_CORRECTION_DISABLED);
      const { review, pdf, pages } = await openReview(
        request.params.id,
        request.headers[REVIEW_TOKEN_HEADER],
      );
      const printed = await printedNumbers(pdf, pages);
      const summaryPage = summaryPageOf(review, pages);
      reply.header("Cache-Control", NO_STORE);
      if (review.result_id) {
        await confirmUnsure(db, review.result_id, review, request.body, printed, summaryPage);
        await endPendingReview(storage, review, true);
        return reply.status(200).send({ resultId: review.result_id });
      }
      const created = await confirmRefused({ db, jobs }, review, request.body, printed, summaryPage);
      await endPendingReview(storage, review, true);
      return reply.status(201).send(created);
    },
  );

  // The visitor leaves the step: a refused upload's PDF and details go now, not at the sweep.
  app.delete("/:id", { schema: { params: ParamsSchema } }, async (request, reply) => {
    const review = await loadPendingReview(storage, request.params.id, request.headers[REVIEW_TOKEN_HEADER]);
    await endPendingReview(storage, review, false);
    return reply.header("Cache-Control", NO_STORE).status(204).send();
  });
};
