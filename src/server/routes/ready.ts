import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import type { Storage } from "../storage/storage.ts";

const CHECK_TIMEOUT_MS = 3_000;
// A name no upload can take (uploads are `<timestamp>-<hex>.pdf`): reading it proves the store answers.
const PROBE_OBJECT = "readiness-probe";

type CheckState = "ok" | "failed";

async function check(probe: () => Promise<unknown>): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return "ok";
  } catch {
    return "failed";
  } finally {
    clearTimeout(timer);
  }
}

const ChecksSchema = z.object({ database: z.enum(["ok", "failed"]), storage: z.enum(["ok", "failed"]) });

/**
 * GET /api/ready: this instance can serve (database and file store both answer), for a load balancer's
 * readiness probe; 503 `{"error", checks}` otherwise. /api/health stays the liveness probe.
 */
export const readyRoutes: FastifyPluginAsyncZod<{ database: Database; storage: Storage }> = async (
  app,
  { database, storage },
) => {
  app.get(
    "/",
    {
      schema: {
        response: {
          200: z.object({ status: z.literal("ready"), checks: ChecksSchema }),
          503: z.object({ error: z.string(), checks: ChecksSchema }),
        },
      },
    },
    async (request, reply) => {
      const [db, files] = await Promise.all([
        check(() => database.ping()),
        check(() => storage.get("bills", PROBE_OBJECT)),
      ]);
      const checks = { database: db, storage: files };
      reply.header("Cache-Control", "no-store");
      if (db === "ok" && files === "ok") return { status: "ready" as const, checks };
      const down = [db === "failed" ? "database" : null, files === "failed" ? "storage" : null].filter(
        Boolean,
      );
      request.log.warn({ checks }, "not ready");
      return reply.status(503).send({ error: `Not ready: ${down.join(" and ")} unreachable`, checks });
    },
  );
};
