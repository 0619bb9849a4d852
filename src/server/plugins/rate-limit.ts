import rateLimit, { type RateLimitPluginOptions } from "@fastify/rate-limit";
import LocalStoreModule from "@fastify/rate-limit/store/LocalStore.js";
import RedisStoreModule from "@fastify/rate-limit/store/RedisStore.js";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";

type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counter) => void;
interface CounterStore {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteStoreOptions): CounterStore;
}
interface RouteStoreOptions {
  /** Routes sharing one counter (the upload routes): named by it instead of by the route. */
  groupId?: string;
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo: { method: string; url: string };
}
type StoreConstructor = new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  ...rest: unknown[]
) => CounterStore;

// The plugin's own stores (CommonJS, no types of their own): Redis for a fleet, a bounded LRU for the fallback.
// Imported, not required at run time, so the server bundle carries them (the plugin is bundled, not installed).
const RedisStore = RedisStoreModule as StoreConstructor;
const LocalStore = LocalStoreModule as StoreConstructor;

/** Where the counters live right now, and a probe of Redis (for /api/ready). */
export interface RateLimitState {
  store: "memory" | "redis" | "memory (redis unavailable)";
  redis: (() => Promise<unknown>) | null;
}

export function createRateLimitState(): RateLimitState {
  return { store: "memory", redis: null };
}

/**
 * How long one Redis command may take: a Redis that stopped answering without closing the connection (a paused
 * or overloaded server) held every rate-limited request until it came back.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 300;
/** After a failed or timed-out command, the counters stay in memory this long before Redis is tried again. */
const REDIS_RETRY_AFTER_MS = 2_000;

/**
 * Counters in Redis while it answers; in this process's memory when it does not (a command fails, times out or
 * the connection is down), so the limits still hold, per instance, instead of failing open or waiting.
 */
function fallbackStore(redis: Redis, nameSpace: string, state: RateLimitState) {
  // Shared by every route's store: one slow answer sends them all to memory for a while, not each in turn.
  let memoryUntil = 0;
  return class FallbackStore implements CounterStore {
    private readonly shared: CounterStore;
    private readonly local: CounterStore;
    private readonly options: { continueExceeding?: boolean; exponentialBackoff?: boolean };
    private readonly prefix: string;

    constructor(
      options: { continueExceeding?: boolean; exponentialBackoff?: boolean },
      prefix: string = nameSpace,
    ) {
      this.options = options;
      this.prefix = prefix;
      this.shared = new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, prefix);
      this.local = new LocalStore(options.continueExceeding, options.exponentialBackoff, 5000);
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number): void {
      const inMemory = () => {
        state.store = "memory (redis unavailable)";
        this.local.incr(key, cb, timeWindow, max);
      };
      if (redis.status !== "ready" || Date.now() < memoryUntil) {
        inMemory();
        return;
      }
      this.shared.incr(
        key,
        (error, result) => {
          if (error || !result) {
            memoryUntil = Date.now() + REDIS_RETRY_AFTER_MS;
            inMemory();
            return;
          }
          state.store = "redis";
          cb(null, result);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteStoreOptions): CounterStore {
      return new FallbackStore(
        { ...this.options, ...routeOptions },
        `${this.prefix}${routeOptions.groupId ?? `${routeOptions.routeInfo.method}${routeOptions.routeInfo.url}`}-`,
      );
    }
  };
}

/**
 * Registers @fastify/rate-limit without a global limit: routes opt in with `config.rateLimit`. Counters live in
 * Redis when REDIS_URL is set, so several app instances share them, falling back to process memory while Redis
 * is unreachable; in process memory otherwise.
 */
export const rateLimitPlugin = fp(
  async (
    app: FastifyInstance,
    options: { redisUrl: string | null; keyPrefix: string; state?: RateLimitState },
  ) => {
    const state = options.state ?? createRateLimitState();
    // ioredis is loaded only when Redis is configured (start-up time of the single-machine default).
    const redis = options.redisUrl
      ? new (await import("ioredis")).Redis(options.redisUrl, {
          connectTimeout: 2_000,
          commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
          maxRetriesPerRequest: 1,
          // Fail at once while disconnected (the memory counters take over) instead of queueing commands.
          enableOfflineQueue: false,
          lazyConnect: false,
        })
      : null;
    if (redis) {
      // Reconnects by itself; a refused connection is reported by /api/ready, not thrown.
      redis.on("error", () => undefined);
      state.store = "redis";
      state.redis = () => redis.ping();
      app.addHook("onClose", async () => {
        redis.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis
        ? {
            // The plugin constructs the store with its own options object (typed loosely by the plugin).
            store: fallbackStore(
              redis,
              `${options.keyPrefix}rate-limit:`,
              state,
            ) as unknown as RateLimitPluginOptions["store"],
          }
        : {}),
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
