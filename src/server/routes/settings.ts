import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PublicSettingsSchema } from "#shared/schemas/public-api.ts";
import type { Db } from "../db/client.ts";
import { readSwitches } from "../settings/switches.ts";

export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get("/public", { schema: { response: { 200: PublicSettingsSchema } } }, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return readSwitches(db);
  });
};
