import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminOverviewSchema,
  OVERVIEW_DEFAULT_WEEKS,
  OVERVIEW_MAX_WEEKS,
} from "#shared/schemas/admin-overview.ts";
import type { Db } from "../../db/client.ts";
import { scoreUnscored } from "../../leads/rescore.ts";
import { loadOverview } from "../../overview/overview.ts";

const QuerySchema = z.object({
  weeks: z
    .string()
    .regex(/^\d{1,2}$/, `Weeks must be a whole number from 1 to ${OVERVIEW_MAX_WEEKS}.`)
    .transform(Number)
    .pipe(z.number().int().min(1).max(OVERVIEW_MAX_WEEKS, `Weeks must be at most ${OVERVIEW_MAX_WEEKS}.`))
    .optional()
    .default(OVERVIEW_DEFAULT_WEEKS),
});

/** GET /api/admin/overview: analyses per week, totals, funnel, providers mix and today's top leads. */
export const adminOverviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/",
    { schema: { querystring: QuerySchema, response: { 200: AdminOverviewSchema } } },
    async (request, reply) => {
      await scoreUnscored(db);
      reply.header("Cache-Control", "no-store");
      return loadOverview(db, request.query.weeks);
    },
  );
};
