import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Registers @fastify/rate-limit without a global limit: routes opt in with `config.rateLimit`. Counters live in
 * Redis when REDIS_URL is set, so several app instances share them; in process memory otherwise.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { redisUrl: string | null; keyPrefix: string }) => {
    // ioredis is loaded only when Redis is configured (start-up time of the single-machine default).
    const redis = options.redisUrl
      ? new (await import("ioredis")).Redis(options.redisUrl, {
          connectTimeout: 2_000,
          maxRetriesPerRequest: 1,
          lazyConnect: false,
        })
      : null;
    if (redis) app.addHook("onClose", async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: `${options.keyPrefix}rate-limit:`, skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) => {
        const error = new Error(`Too many requests. Please try again in ${context.after}.`) as Error & {
          statusCode: number;
        };
        error.statusCode = context.statusCode;
        return error;
      },
    });
  },
);
