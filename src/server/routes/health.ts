import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { HttpError } from "../http/http-error.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get("/", { schema: { response: { 200: z.object({ status: z.literal("ok") }) } } }, async () => {
    try {
      await database.ping();
    } catch {
      throw new HttpError(503, "Database unavailable");
    }
    return { status: "ok" as const };
  });
};
