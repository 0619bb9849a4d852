import { createHash } from "node:crypto";
import multipart from "@fastify/multipart";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MAX_PDF_BYTES } from "#shared/limits.ts";
import { MSG_DB_INSERT_FAILED } from "#shared/messages/analysis.ts";
import { MSG_TRY_AGAIN_REASON } from "#shared/messages/general.ts";
import { MSG_MONTH_LIMIT, MSG_RESULT_NOT_FOUND } from "#shared/messages/result.ts";
import { MSG_ANALYSIS_DISABLED, MSG_PDF_NOT_A_PDF, MSG_PDF_REQUIRED } from "#shared/messages/upload.ts";
import { analyzeFigures } from "#shared/savings/analyze-figures.ts";
import type { InvoiceExtraction } from "#shared/schemas/extracted-data.ts";
import { ResultSchema } from "#shared/schemas/result.ts";
import { AddMonthFieldsSchema, MAX_RESULT_MONTHS } from "#shared/schemas/result-months.ts";
import {
  type AnalysisDeps,
  extractUploadedInvoice,
  removeOrphan,
  storeBill,
} from "../analysis/run-analysis.ts";
import { hasPdfHeader, readUploadWithin } from "../analysis/upload/read-upload.ts";
import type { UploadGate } from "../analysis/upload/upload-gate.ts";
import type { UploadRateLimit } from "../analysis/upload/upload-rate-limit.ts";
import { summarizeDbError } from "../db/db-errors.ts";
import { resultMonths, resultsHistory } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { rescoreLeadsQuietly } from "../leads/rescore.ts";
import { clientKey } from "../net/ip-address.ts";
import type { CrossSiteGuard } from "../plugins/cross-site-guard.ts";
import { findResultById } from "../results/find-result.ts";
import { MANAGE_TOKEN_HEADER, requireManageToken } from "../results/manage-token.ts";
import { checkBeforeReading, checkSameAccount } from "../results/result-months.ts";
import { isSwitchOn } from "../settings/switches.ts";
import { toObjectPath } from "../storage/storage.ts";

export interface ResultMonthRouteOptions {
  deps: Omit<AnalysisDeps, "log" | "observer">;
  /** The same slots, queue, in-flight limit and reader penalty as POST /api/analyses. */
  gate: UploadGate;
  /** The upload routes' one counter per client (upload-rate-limit.ts). */
  rateLimit: UploadRateLimit;
  refuseCrossSite: CrossSiteGuard;
  bodyTimeoutMs: number;
}

/**
 * "How the bill moves": POST /api/results/:id/invoices adds another monthly invoice of the same account
 * (manage token only), through the same protections as an analysis. Answers the result with its `months`. An
 * invoice whose account cannot be checked (no number printed) is refused with `code: "confirm_account"` until
 * the form sends `confirmAccount=true`.
 */
export const resultMonthRoutes: FastifyPluginAsyncZod<ResultMonthRouteOptions> = async (app, options) => {
  await app.register(multipart, { limits: { fileSize: MAX_PDF_BYTES, files: 1, fields: 10, parts: 12 } });
  const { deps, gate } = options;

  app.post(
    "/:id/invoices",
    {
      onRequest: options.refuseCrossSite,
      schema: { params: z.object({ id: z.string() }), response: { 201: ResultSchema } },
      preHandler: options.rateLimit,
    },
    (request, reply) =>
      gate.guard(request, reply, async () => {
        const id = request.params.id.toLowerCase();
        if (!(await isSwitchOn(deps.db, "analysis_enabled"))) throw new HttpError(403, MSG_ANALYSIS_DISABLED);
        await requireManageToken(deps.db, id, request.headers[MANAGE_TOKEN_HEADER]);
        if (!request.isMultipart()) throw new HttpError(400, MSG_PDF_REQUIRED);
        const upload = await readUploadWithin(request, reply, options.bodyTimeoutMs);
        const fields = AddMonthFieldsSchema.safeParse({ confirmAccount: upload.fields.confirmAccount });
        const confirmed = fields.success && fields.data.confirmAccount === "true";
        const bytes = upload.file?.bytes;
        if (!bytes || bytes.byteLength === 0) throw new HttpError(400, MSG_PDF_REQUIRED);
        if (!hasPdfHeader(bytes)) throw new HttpError(400, MSG_PDF_NOT_A_PDF);
        const fileSha256 = createHash("sha256").update(bytes).digest("hex");
        await checkBeforeReading(deps.db, id, fileSha256);

        const result = await findResultById(deps.db, id);
        if (!result) throw new HttpError(404, MSG_RESULT_NOT_FOUND);
        const original = result.extracted_data;
        const log = request.log;
        const analysisDeps: AnalysisDeps = {
          ...deps,
          log,
          observer: {
            provider: () => undefined,
            extraction: () => undefined,
            rejected: (reason) => {
              if (reason === "timeout") gate.recordTimeout(clientKey(request.ip));
            },
          },
        };
        const release = await gate.acquire(bytes.byteLength, reply);
        let extracted: InvoiceExtraction;
        try {
          extracted = await extractUploadedInvoice(analysisDeps, bytes);
        } finally {
          release();
        }
        const month = analyzeFigures(extracted, original.provider_estimated_esr);
        await checkSameAccount(deps.db, id, original, month, confirmed);

        const name = await storeBill(analysisDeps, bytes);
        try {
          // The result's row is locked while the months are counted again: two uploads at once never make a 4th.
          await deps.db.transaction(async (tx) => {
            const [row] = await tx
              .select({ id: resultsHistory.id })
              .from(resultsHistory)
              .where(eq(resultsHistory.id, id))
              .for("update");
            if (!row) throw new HttpError(404, MSG_RESULT_NOT_FOUND);
            const added = await tx.$count(resultMonths, eq(resultMonths.result_id, id));
            if (added + 1 >= MAX_RESULT_MONTHS) throw new HttpError(409, MSG_MONTH_LIMIT);
            await tx.insert(resultMonths).values({
              result_id: id,
              pdf_url: toObjectPath("bills", name),
              file_sha256: fileSha256,
              extracted_data: month,
            });
          });
        } catch (error) {
          await removeOrphan(analysisDeps, name);
          if (error instanceof HttpError) throw error;
          log.error({ err: summarizeDbError(error) }, "saving an added month failed");
          throw new HttpError(500, `${MSG_DB_INSERT_FAILED}${MSG_TRY_AGAIN_REASON}`);
        }
        await rescoreLeadsQuietly(deps.db, { ids: [id] });
        const updated = await findResultById(deps.db, id);
        if (!updated) throw new HttpError(404, MSG_RESULT_NOT_FOUND);
        reply.header("Cache-Control", "private, no-store");
        reply.header("X-Robots-Tag", "noindex");
        return reply.status(201).send(updated);
      }),
  );
};
