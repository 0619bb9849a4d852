import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { HttpError } from "../http/http-error.ts";
import type { Lifecycle } from "../http/lifecycle.ts";
import type { RateLimitState } from "../plugins/rate-limit.ts";
import type { Storage } from "../storage/storage.ts";

const CHECK_TIMEOUT_MS = 3_000;
// A probe answer serves every probe within this (a burst of probes, several load balancers): one round of checks.
const CHECKS_FRESH_MS = 1_000;
// A file store that answered is not read again for this long: each read is a billed request on S3.
const STORAGE_OK_FOR_MS = 30_000;
// Per client address: a load balancer probes every few seconds; nobody needs more.
const PROBES_PER_MINUTE = 120;
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
 * GET /api/ready: cheap enough to probe often (checks shared for a second, the file store read at most every 30 s
 * while it answers) and rate-limited per address. This instance can serve (database and file store both answer, and it is not shutting down),
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
  let storageOkUntil = 0;
  const storageCheck = async (): Promise<CheckState> => {
    if (Date.now() < storageOkUntil) return "ok";
    const state = await check(() => storage.get("bills", PROBE_OBJECT));
    if (state === "ok") storageOkUntil = Date.now() + STORAGE_OK_FOR_MS;
    return state;
  };
  let latest: {
    at: number;
    checks: Promise<[CheckState, CheckState, CheckState | "not_configured"]>;
  } | null = null;
  const runChecks = () => {
    if (latest && Date.now() - latest.at < CHECKS_FRESH_MS) return latest.checks;
    const redisProbe = rateLimits.redis;
    const checks = Promise.all([
      check(() => database.ping()),
      storageCheck(),
      redisProbe ? check(redisProbe) : Promise.resolve("not_configured" as const),
    ]);
    latest = { at: Date.now(), checks };
    return checks;
  };

  app.get(
    "/",
    {
      config: {
        rateLimit: {
          max: PROBES_PER_MINUTE,
          timeWindow: 60_000,
          errorResponseBuilder: () => new HttpError(429, "Too many readiness probes."),
        },
      },
      schema: {
        response: {
          200: z.object({ status: z.enum(["ready", "degraded"]), checks: ChecksSchema }),
          503: z.object({ error: z.string(), checks: ChecksSchema }),
        },
      },
    },
    async (request, reply) => {
      const [db, files, redis] = await runChecks();
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
