import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
  type RouteOptions,
} from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { createUploadGate } from "./analysis/upload/upload-gate.ts";
import { createUploadMemory } from "./analysis/upload/upload-memory.ts";
import { createUploadRateLimit } from "./analysis/upload/upload-rate-limit.ts";
import { createAccountThrottle } from "./auth/account-throttle.ts";
import { authRoutes } from "./auth/auth-routes.ts";
import { createRequireAdmin } from "./auth/require-admin.ts";
import { listTrustedOrigins } from "./auth/trusted-origins.ts";
import type { Config } from "./config.ts";
import type { JsonBody } from "./http/json-etag.ts";
import { createLifecycle, type Lifecycle } from "./http/lifecycle.ts";
import { createPublicCache } from "./http/public-cache.ts";
import { redactIds, redactUrl } from "./http/redact-url.ts";
import { fastifyTrustProxy } from "./http/trust-proxy.ts";
import { type BackgroundWork, startBackgroundWork } from "./jobs/background-work.ts";
import { terminalLogDestination } from "./logging/terminal-log.ts";
import { canonicalPathPlugin } from "./plugins/canonical-path.ts";
import { clientStaticPlugin, findClientDir } from "./plugins/client-static.ts";
import { createCrossSiteGuard } from "./plugins/cross-site-guard.ts";
import { errorHandlerPlugin } from "./plugins/error-handler.ts";
import { httpMetricsPlugin } from "./plugins/http-metrics.ts";
import { apiDocsRoutes, openApiPlugin } from "./plugins/openapi.ts";
import { createRateLimitState, rateLimitPlugin } from "./plugins/rate-limit.ts";
import { rejectNulPlugin } from "./plugins/reject-nul.ts";
import { generateRequestId, REQUEST_ID_HEADER, requestIdPlugin } from "./plugins/request-id.ts";
import { securityPlugin } from "./plugins/security.ts";
import { tokenNoStorePlugin } from "./plugins/token-no-store.ts";
import { adminRoutes } from "./routes/admin/admin-routes.ts";
import { analysisRoutes } from "./routes/analyses.ts";
import { bookingRoutes } from "./routes/bookings.ts";
import { contactRoutes } from "./routes/contact.ts";
import { healthRoutes } from "./routes/health.ts";
import { metricsRoutes } from "./routes/metrics.ts";
import { providerRoutes } from "./routes/providers.ts";
import { readyRoutes } from "./routes/ready.ts";
import { resultMonthRoutes } from "./routes/result-months.ts";
import { resultRoutes } from "./routes/results.ts";
import { reviewRoutes } from "./routes/reviews.ts";
import { settingsRoutes } from "./routes/settings.ts";
import { testimonialFilesPlugin } from "./routes/testimonial-files.ts";
import { testimonialRoutes } from "./routes/testimonials.ts";
import type { Services } from "./services.ts";

/**
 * Every log line's own fields (a resultId, an id in a message) with UUIDs cut to their first 8 characters, as the
 * admin table shows them: a full result id is the key to a visitor's name, email and bill. The request id (a UUID
 * too, but no key to anything) is a binding of the request's logger and stays whole.
 */
function redactLogFields(fields: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value !== "string" || key === "requestId") continue;
    const redacted = redactIds(value);
    if (redacted !== value) {
      copy ??= { ...fields };
      copy[key] = redacted;
    }
  }
  return copy ?? fields;
}

/** Request lines in the log: no full result ids or tokens (see redactUrl). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}

export interface BuildAppOptions {
  /** Serve the built client from this folder; defaults to dist/client when it exists. */
  clientDir?: string | null;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). Default: readable lines on a terminal, else JSON. */
  logStream?: { stream: { write(line: string): void } };
  /** Sees every route as it is registered (the admin guard test enumerates them). */
  onRoute?: (route: RouteOptions) => void;
  /** The clock the booking window is measured from (tests pin it to list slots across a DST change). */
  now?: () => Date;
  /** Set to draining on SIGTERM (main.ts): /api/ready then answers 503. */
  lifecycle?: Lifecycle;
}

/** The Fastify instance with every plugin and route registered; it does not listen. */
export async function buildApp(
  config: Config,
  services: Services,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: serializeRequest },
            formatters: { log: redactLogFields },
            hooks: {
              // The message text too ("... results/<id> ..."), whatever the call site wrote.
              logMethod(args, method) {
                const redacted = args.map((arg) => (typeof arg === "string" ? redactIds(arg) : arg));
                return method.apply(this, redacted as Parameters<typeof method>);
              },
            },
            ...(options.logStream ?? terminalLogDestination()),
          },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    logController: new LogController({ requestIdLogLabel: "requestId" }),
    genReqId: generateRequestId,
    bodyLimit: 1024 * 1024,
    // A client has 3 minutes to send its whole request (a 10 MB upload at 1 Mbit/s takes under 90 s); a stalled
    // one is cut off instead of holding its connection forever.
    requestTimeout: 180_000,
    // Answered before routing (a malformed %-escape, a path segment over maxParamLength): same {"error"} shape.
    frameworkErrors: (error, request, reply) => {
      const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
      const answer = reply as FastifyReply;
      answer.header(REQUEST_ID_HEADER, request.id);
      void answer
        .code(tooLong ? 414 : 400)
        .send({ error: tooLong ? "The address is too long." : "The address is not a valid URL." });
    },
  });
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestIdPlugin);
  await app.register(httpMetricsPlugin, { metrics: services.metrics });
  await app.register(errorHandlerPlugin);
  // Security headers first: a refusal (a non-canonical path's 400) carries them like every other answer.
  await app.register(securityPlugin, { analyticsOrigin: config.posthogHost });
  await app.register(canonicalPathPlugin);
  const rateLimitState = createRateLimitState();
  await app.register(rateLimitPlugin, {
    redisUrl: config.redisUrl,
    keyPrefix: config.redisKeyPrefix,
    state: rateLimitState,
  });
  await app.register(rejectNulPlugin);
  await app.register(tokenNoStorePlugin);
  // Before the routes: it collects each one as it is registered (served at /api/openapi.json, below).
  await app.register(openApiPlugin, { publicUrl: config.publicUrl });

  const { db } = services.database;
  // The public lists' one-second cache; a write through this instance (any successful POST, PUT, PATCH or
  // DELETE: staff edits, a switch) empties it before its answer leaves, so the next read here is fresh.
  const publicCache = createPublicCache();
  // Results the same way: a visitor's correction or deletion through this instance shows here at once.
  const resultCache = createPublicCache<JsonBody | null>({ maxEntries: 256 });
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 400) {
      publicCache.clear();
      resultCache.clear();
    }
    done(null, payload);
  });
  const trustedOrigins = listTrustedOrigins(config.publicUrl, config.trustedOrigins);
  const refuseCrossSite = createCrossSiteGuard(trustedOrigins);
  await app.register(healthRoutes, { prefix: "/api/health", database: services.database });
  await app.register(readyRoutes, {
    prefix: "/api/ready",
    database: services.database,
    storage: services.storage,
    lifecycle: options.lifecycle ?? createLifecycle(),
    rateLimits: rateLimitState,
  });
  await app.register(metricsRoutes, { metrics: services.metrics, token: config.metricsToken });
  await app.register(providerRoutes, { prefix: "/api/providers", db, cache: publicCache });
  await app.register(testimonialRoutes, { prefix: "/api/testimonials", db, cache: publicCache });
  await app.register(settingsRoutes, { prefix: "/api/settings", db, cache: publicCache });
  await app.register(resultRoutes, {
    prefix: "/api/results",
    db,
    storage: services.storage,
    cache: resultCache,
    manageLink: {
      jobs: services.jobs,
      publicUrl: config.publicUrl,
      perMinute: config.formRateLimitPerMinute,
      refuseCrossSite,
    },
  });
  // One upload capacity for the analyses and the months added to a result.
  const uploadGate = createUploadGate({
    maxConcurrent: config.analysisConcurrency,
    queue: config.analysisQueue,
    maxInFlightPerClient: config.uploadsInFlightPerIp,
    readerPenalty: config.readerPenalty,
    readerUsage: services.readerUsage,
    uploadMemory: createUploadMemory(config.uploadMemoryBytes),
  });
  const uploadRateLimit = createUploadRateLimit(app, config.uploadRateLimitPerMinute);
  const analysisDeps = {
    db,
    storage: services.storage,
    pdfPool: services.pdfPool,
    llm: config.llm,
    jobs: services.jobs,
  };
  await app.register(resultMonthRoutes, {
    prefix: "/api/results",
    deps: analysisDeps,
    gate: uploadGate,
    rateLimit: uploadRateLimit,
    refuseCrossSite,
    bodyTimeoutMs: config.uploadBodyTimeoutMs,
  });
  await app.register(analysisRoutes, {
    prefix: "/api/analyses",
    gate: uploadGate,
    rateLimit: uploadRateLimit,
    maxConcurrent: config.analysisConcurrency,
    queue: config.analysisQueue,
    bodyTimeoutMs: config.uploadBodyTimeoutMs,
    maxInFlightPerClient: config.uploadsInFlightPerIp,
    readerPenalty: config.readerPenalty,
    duplicateWindowMs: config.duplicateWindowMs,
    metrics: services.metrics,
    refuseCrossSite,
    deps: analysisDeps,
  });
  // A refused invoice completed by its visitor becomes a result like an upload's, its lead event with its row.
  await app.register(reviewRoutes, {
    prefix: "/api/reviews",
    db,
    storage: services.storage,
    jobs: services.jobs,
  });

  const { auth, storage } = services;
  const forms = {
    db,
    jobs: services.jobs,
    inbox: config.mail.contactInbox,
    publicUrl: config.publicUrl,
    perMinute: config.formRateLimitPerMinute,
    refuseCrossSite,
  };
  const bookingDeps = {
    ...forms,
    availability: config.booking,
    location: config.bookingLocation,
    maxUpcomingPerIp: config.bookingMaxUpcomingPerIp,
    from: config.mail.from,
    now: options.now ?? (() => new Date()),
  };
  await app.register(authRoutes, {
    auth,
    db,
    publicUrl: config.publicUrl,
    accountThrottle: createAccountThrottle(db, config.authAccountFailureLimit),
    sessionMaxAgeSeconds: config.sessionMaxAgeSeconds,
  });
  await app.register(adminRoutes, {
    prefix: "/api/admin",
    auth,
    db,
    storage,
    trustedOrigins,
    publicUrl: config.publicUrl,
    sessionMaxAgeSeconds: config.sessionMaxAgeSeconds,
    bookingDeps,
    webhookPolicy: {
      allowPrivate: config.webhooks.allowPrivateUrls,
      requireHttps: config.webhooks.requireHttps,
    },
  });
  await app.register(contactRoutes, { prefix: "/api/contact", ...forms });
  await app.register(bookingRoutes, { prefix: "/api/bookings", ...bookingDeps });
  await app.register(testimonialFilesPlugin, { storage });
  await app.register(apiDocsRoutes, {
    access: config.apiDocs,
    requireStaff: createRequireAdmin({
      auth,
      db,
      sessionMaxAgeSeconds: config.sessionMaxAgeSeconds,
      trustedOrigins,
    }),
  });

  // Background work (mail, lead events, webhook deliveries, the retention purge) starts once the server is ready
  // and stops with it; shutdown aborts webhook attempts in flight and gives jobs the grace to finish.
  let background: BackgroundWork | null = null;
  app.addHook("onReady", async () => {
    background = await startBackgroundWork(config, services, app.log);
  });
  app.addHook("onClose", async () => {
    await background?.stop(Math.min(config.shutdownGraceMs, 5_000));
  });

  await app.register(clientStaticPlugin, {
    clientDir: options.clientDir === undefined ? findClientDir() : options.clientDir,
  });
  return app;
}
