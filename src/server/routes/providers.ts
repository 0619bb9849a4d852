import { asc } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CloudProviderSchema } from "#shared/schemas/public-api.ts";
import type { Db } from "../db/client.ts";
import { cloudProviders } from "../db/schema.ts";
import { PUBLIC_REVALIDATE } from "../http/cache-control.ts";
import { OWN_COMPRESSION, sendJsonBody, toJsonBody } from "../http/json-etag.ts";
import { type PublicCache, serveCached } from "../http/public-cache.ts";
import { toProviderDto } from "./dto.ts";

export async function listProviders(db: Db) {
  const rows = await db.select().from(cloudProviders).orderBy(asc(cloudProviders.name));
  return rows.map(toProviderDto);
}

const ProviderListSchema = z.array(CloudProviderSchema);

export const providerRoutes: FastifyPluginAsyncZod<{ db: Db; cache: PublicCache }> = async (
  app,
  { db, cache },
) => {
  const load = async () => toJsonBody(z.encode(ProviderListSchema, await listProviders(db)));
  app.get("/", { schema: { response: { 200: ProviderListSchema } }, ...OWN_COMPRESSION }, (request, reply) =>
    serveCached(cache, "providers", load, (list) => sendJsonBody(request, reply, list, PUBLIC_REVALIDATE)),
  );
};
