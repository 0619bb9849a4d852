import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MSG_STORED_PDF_MISSING } from "#shared/messages/admin.ts";
import { AdminResultRowSchema, AdminResultsPageSchema, ResultKeepSchema } from "#shared/schemas/admin-api.ts";
import type { Db } from "../../db/client.ts";
import { resultsHistory } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import { scoreUnscored } from "../../leads/rescore.ts";
import { storedLeadReasons } from "../../leads/stored-reasons.ts";
import { adminSummary } from "../../results/admin-summary.ts";
import { deleteResult } from "../../results/delete-result.ts";
import { parseObjectPath, type Storage } from "../../storage/storage.ts";
import { exportResultsCsv } from "./results-export.ts";
import { countResults, ResultsListQuerySchema, ResultsSearchSchema, selectResults } from "./results-query.ts";
import { IdParamsSchema, notFound, requireUuid } from "./route-helpers.ts";

const DEFAULT_PDF_NAME = "bill.pdf";

/** docs/product.md#api: the file is saved under the last segment of its stored path, default 'bill.pdf'. */
export function pdfFileName(pdfUrl: string): string {
  return pdfUrl.split("/").filter(Boolean).at(-1) ?? DEFAULT_PDF_NAME;
}

/** /api/admin/results: list with search and pages, CSV export, PDF download, delete (docs/product.md#screens, #api). */
export const adminResultRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: Storage;
  publicUrl: string;
}> = async (app, { db, storage, publicUrl }) => {
  app.get(
    "/",
    { schema: { querystring: ResultsListQuerySchema, response: { 200: AdminResultsPageSchema } } },
    async (request, reply) => {
      const { page, page_size, ...search } = request.query;
      // Results stored before scoring existed (or whose scoring failed) are scored before they are listed.
      await scoreUnscored(db);
      const [rows, total] = await Promise.all([
        selectResults(db, search)
          .limit(page_size)
          .offset((page - 1) * page_size),
        countResults(db, search),
      ]);
      reply.header("Cache-Control", "no-store");
      return {
        items: rows.map((stored) => {
          const { extracted_data: _data, corrections: _corrections, lead_reasons, ...row } = stored;
          return {
            ...row,
            created_at: row.created_at.toISOString(),
            ...adminSummary(stored),
            lead_reasons: storedLeadReasons(lead_reasons),
          };
        }),
        total,
        page,
        page_size,
      };
    },
  );

  app.get("/export.csv", { schema: { querystring: ResultsSearchSchema } }, async (request, reply) => {
    await scoreUnscored(db);
    const csv = await exportResultsCsv(db, request.query, publicUrl);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="results-${day}.csv"`)
      .header("Cache-Control", "no-store")
      .send(csv);
  });

  app.get("/:id/pdf", { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const id = requireUuid(request.params.id);
    const [row] = await db
      .select({ pdf_url: resultsHistory.pdf_url })
      .from(resultsHistory)
      .where(eq(resultsHistory.id, id));
    if (!row) throw notFound();
    const location = parseObjectPath(row.pdf_url);
    const stored = location ? await storage.get(location.bucket, location.name) : null;
    if (!stored) throw new HttpError(404, MSG_STORED_PDF_MISSING);
    return reply
      .header("Content-Type", "application/pdf")
      .header("Content-Disposition", `attachment; filename="${pdfFileName(row.pdf_url)}"`)
      .header("Cache-Control", "private, no-store")
      .send(Buffer.from(stored.body.buffer, stored.body.byteOffset, stored.body.byteLength));
  });

  // Keep past the retention period (or release to it): the purge skips rows marked to keep.
  app.put(
    "/:id/keep",
    {
      schema: {
        params: IdParamsSchema,
        body: ResultKeepSchema,
        response: { 200: AdminResultRowSchema.pick({ id: true, keep: true }) },
      },
    },
    async (request) => {
      const id = requireUuid(request.params.id);
      const [row] = await db
        .update(resultsHistory)
        .set({ keep: request.body.value })
        .where(eq(resultsHistory.id, id))
        .returning({ id: resultsHistory.id, keep: resultsHistory.keep });
      if (!row) throw notFound();
      request.log.info({ resultId: id.slice(0, 8), keep: row.keep }, "retention mark changed");
      return row;
    },
  );

  app.delete("/:id", { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const id = requireUuid(request.params.id);
    if (!(await deleteResult(db, storage, id))) throw notFound();
    return reply.status(204).send();
  });
};
