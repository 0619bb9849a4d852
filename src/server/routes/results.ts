import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MSG_RESULT_NOT_FOUND } from "#shared/messages.ts";
import { ExtractedDataSchema } from "#shared/schemas/extracted-data.ts";
import { AnalysisResultSchema } from "#shared/schemas/result.ts";
import type { Db } from "../db/client.ts";
import { cloudProviders, resultsHistory } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { isUuid } from "../http/uuid.ts";

export async function findResultById(db: Db, id: string) {
  if (!isUuid(id)) return null;
  const rows = await db
    .select({
      id: resultsHistory.id,
      name: resultsHistory.name,
      email: resultsHistory.email,
      created_at: resultsHistory.created_at,
      cloud_provider_id: resultsHistory.cloud_provider_id,
      provider_name: cloudProviders.name,
      extracted_data: resultsHistory.extracted_data,
    })
    .from(resultsHistory)
    .leftJoin(cloudProviders, eq(cloudProviders.id, resultsHistory.cloud_provider_id))
    .where(eq(resultsHistory.id, id.toLowerCase()))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    extracted_data: ExtractedDataSchema.parse(row.extracted_data),
  };
}

export const resultRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/:id",
    { schema: { params: z.object({ id: z.string() }), response: { 200: AnalysisResultSchema } } },
    async (request, reply) => {
      const result = await findResultById(db, request.params.id);
      if (!result) throw new HttpError(404, MSG_RESULT_NOT_FOUND);
      reply.header("Cache-Control", "private, no-store");
      reply.header("X-Robots-Tag", "noindex");
      return result;
    },
  );
};
