import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PublicSettingsSchema } from "#shared/schemas/public-api.ts";
import type { Db } from "../db/client.ts";
import { SWITCHES_REVALIDATE } from "../http/cache-control.ts";
import { OWN_COMPRESSION, sendJsonBody, toJsonBody } from "../http/json-etag.ts";
import { type PublicCache, serveCached } from "../http/public-cache.ts";
import { readSwitches } from "../settings/switches.ts";

/**
 * The switches as the page shows them (from the one-second public cache). Where a switch is enforced (uploads,
 * corrections, sign-ups) the server reads it from the database on every call instead.
 */
export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db; cache: PublicCache }> = async (
  app,
  { db, cache },
) => {
  const load = async () => toJsonBody(z.encode(PublicSettingsSchema, await readSwitches(db)));
  app.get(
    "/public",
    { schema: { response: { 200: PublicSettingsSchema } }, ...OWN_COMPRESSION },
    (request, reply) =>
      serveCached(cache, "settings", load, (body) => sendJsonBody(request, reply, body, SWITCHES_REVALIDATE)),
  );
};
