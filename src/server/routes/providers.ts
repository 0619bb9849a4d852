import { asc } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CloudProviderSchema } from "#shared/schemas/public-api.ts";
import type { Db } from "../db/client.ts";
import { cloudProviders } from "../db/schema.ts";
import { toProviderDto } from "./dto.ts";

export async function listProviders(db: Db) {
  const rows = await db.select().from(cloudProviders).orderBy(asc(cloudProviders.name));
  return rows.map(toProviderDto);
}

export const providerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get("/", { schema: { response: { 200: z.array(CloudProviderSchema) } } }, async () =>
    listProviders(db),
  );
};
