import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MSG_CORRECTION_DISABLED, MSG_RESULT_NOT_FOUND } from "#shared/messages/result.ts";
import { ManageLinkRequestSchema } from "#shared/schemas/analysis-request.ts";
import { FigureCorrectionSchema } from "#shared/schemas/figure-correction.ts";
import { ResultSchema } from "#shared/schemas/result.ts";
import type { Db } from "../db/client.ts";
import { PRIVATE_REVALIDATE } from "../http/cache-control.ts";
import { HttpError } from "../http/http-error.ts";
import { type JsonBody, OWN_COMPRESSION, sendJsonBody, toJsonBody } from "../http/json-etag.ts";
import { type PublicCache, serveCached } from "../http/public-cache.ts";
import { isUuid } from "../http/uuid.ts";
import type { CrossSiteGuard } from "../plugins/cross-site-guard.ts";
import { correctFigures } from "../results/correct-figures.ts";
import { deleteResult } from "../results/delete-result.ts";
import { findResultById } from "../results/find-result.ts";
import { type ManageLinkDeps, offerManageLink } from "../results/manage-link.ts";
import { MANAGE_TOKEN_HEADER, requireManageToken } from "../results/manage-token.ts";
import { isSwitchOn } from "../settings/switches.ts";
import type { Storage } from "../storage/storage.ts";
import { formRateLimit } from "./form-rate-limit.ts";

export { findResultById } from "../results/find-result.ts";

const ResultParamsSchema = z.object({ id: z.string() });

export const resultRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: Storage;
  /** Serialised results for up to a second (decision 014); this instance empties it on any write of its own. */
  cache: PublicCache<JsonBody | null>;
  /** Mails a manage link to a result's own address (a visitor whose browser lost the token). */
  manageLink: Omit<ManageLinkDeps, "db"> & { perMinute: number; refuseCrossSite: CrossSiteGuard };
}> = async (app, { db, storage, cache, manageLink }) => {
  app.get(
    "/:id",
    { schema: { params: ResultParamsSchema, response: { 200: ResultSchema } }, ...OWN_COMPRESSION },
    (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) throw new HttpError(404, MSG_RESULT_NOT_FOUND);
      const load = async () => {
        const result = await findResultById(db, id);
        return result ? toJsonBody(z.encode(ResultSchema, result)) : null;
      };
      // The ETag follows the content: a correction or a deletion changes (or removes) it at once on the instance
      // it went through, and on the others within the cache's second.
      return serveCached(cache, id.toLowerCase(), load, (body) => {
        if (!body) throw new HttpError(404, MSG_RESULT_NOT_FOUND);
        reply.header("x-robots-tag", "noindex");
        return sendJsonBody(request, reply, body, PRIVATE_REVALIDATE);
      });
    },
  );

  // The link reads; the manage token (kept by the browser that ran the analysis) corrects a misread figure.
  app.patch(
    "/:id/figures",
    {
      schema: {
        params: ResultParamsSchema,
        body: FigureCorrectionSchema,
        response: { 200: ResultSchema },
      },
    },
    async (request, reply) => {
      if (!(await isSwitchOn(db, "analysis_enabled"))) throw new HttpError(403, MSG_CORRECTION_DISABLED);
      const result = await correctFigures(
        db,
        request.params.id,
        request.body,
        request.headers[MANAGE_TOKEN_HEADER],
      );
      reply.header("Cache-Control", "private, no-store");
      reply.header("X-Robots-Tag", "noindex");
      return result;
    },
  );
  // Deleting needs the manage token too (a shared link only reads); the row and its PDF go together.
  app.delete("/:id", { schema: { params: z.object({ id: z.string() }) } }, async (request, reply) => {
    const { id } = request.params;
    await requireManageToken(db, id, request.headers[MANAGE_TOKEN_HEADER]);
    if (!isUuid(id) || !(await deleteResult(db, storage, id.toLowerCase()))) {
      throw new HttpError(404, MSG_RESULT_NOT_FOUND);
    }
    request.log.info({ resultId: id.slice(0, 8) }, "analysis deleted by its visitor");
    return reply.header("Cache-Control", "no-store").status(204).send();
  });

  // The way back for a visitor who sent the same bill again from a browser without its token: the link goes to
  // the address the analysis was made with, and the answer says nothing about whether the address matched.
  app.post(
    "/:id/manage-link",
    {
      onRequest: manageLink.refuseCrossSite,
      schema: { params: ResultParamsSchema, body: ManageLinkRequestSchema },
      config: formRateLimit(manageLink.perMinute),
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) throw new HttpError(404, MSG_RESULT_NOT_FOUND);
      const sent = await offerManageLink(
        { db, ...manageLink },
        id.toLowerCase(),
        request.body.email,
        request.log,
      );
      if (sent === null) throw new HttpError(404, MSG_RESULT_NOT_FOUND);
      return reply.header("Cache-Control", "no-store").status(202).send();
    },
  );
};
