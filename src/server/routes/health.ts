import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { createHealthProbe } from "../http/health-probe.ts";
import { HttpError } from "../http/http-error.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const isDatabaseUp = createHealthProbe(() => database.ping());
  app.get("/", { schema: { response: { 200: z.object({ status: z.literal("ok") }) } } }, async () => {
    if (!(await isDatabaseUp())) throw new HttpError(503, "Database unavailable");
    return { status: "ok" as const };
  });
};
