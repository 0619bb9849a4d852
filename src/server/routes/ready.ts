import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import type { Lifecycle } from "../http/lifecycle.ts";
import type { RateLimitState } from "../plugins/rate-limit.ts";
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

const ChecksSchema = z.object({
  database: z.enum(["ok", "failed"]),
  storage: z.enum(["ok", "failed"]),
  /** Shared rate-limit counters; "failed" means each instance counts in its own memory until Redis is back. */
  redis: z.enum(["ok", "failed", "not_configured"]),
  rateLimits: z.enum(["memory", "redis", "memory (redis unavailable)"]),
});

/**
 * GET /api/ready: this instance can serve (database and file store both answer, and it is not shutting down),
 * for a load balancer's readiness probe; 503 `{"error", checks}` otherwise. Redis is reported: while it is down
 * the answer is 200 with `status: "degraded"` (rate limits count in memory, per instance), so a Redis outage
 * does not take every instance out of the pool. /api/health stays the liveness probe.
 */
export const readyRoutes: FastifyPluginAsyncZod<{
  database: Database;
  storage: Storage;
  lifecycle: Lifecycle;
  rateLimits: RateLimitState;
}> = async (app, { database, storage, lifecycle, rateLimits }) => {
  app.get(
    "/",
    {
      schema: {
        response: {
          200: z.object({ status: z.enum(["ready", "degraded"]), checks: ChecksSchema }),
          503: z.object({ error: z.string(), checks: ChecksSchema }),
        },
      },
    },
    async (request, reply) => {
      const redisProbe = rateLimits.redis;
      const [db, files, redis] = await Promise.all([
        check(() => database.ping()),
        check(() => storage.get("bills", PROBE_OBJECT)),
        redisProbe ? check(redisProbe) : Promise.resolve("not_configured" as const),
      ]);
      if (redis === "failed" && rateLimits.store === "redis") rateLimits.store = "memory (redis unavailable)";
      const checks = { database: db, storage: files, redis, rateLimits: rateLimits.store };
      reply.header("Cache-Control", "no-store");
      if (lifecycle.draining) return reply.status(503).send({ error: "Not ready: shutting down", checks });
      if (db === "ok" && files === "ok")
        return { status: redis === "failed" ? ("degraded" as const) : ("ready" as const), checks };
      const down = [db === "failed" ? "database" : null, files === "failed" ? "storage" : null].filter(
        Boolean,
      );
      request.log.warn({ checks }, "not ready");
      return reply.status(503).send({ error: `Not ready: ${down.join(" and ")} unreachable`, checks });
    },
  );
};
