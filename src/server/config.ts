import path from "node:path";
import { z } from "zod";
import { type Availability, parseOpeningHours } from "#shared/booking/availability.ts";
import { isKnownTimeZone } from "#shared/time/zoned-time.ts";
import { parseTrustProxy } from "./http/trust-proxy.ts";

const DEFAULT_BOOKING_TIMEZONE = "Europe/Berlin";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalString,
  PUBLIC_URL: optionalString,
  AUTH_SECRET: optionalString,
  TRUSTED_ORIGINS: optionalString,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 60 * 60),
  SESSION_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 60 * 60),
  ANALYSIS_CONCURRENCY: z.coerce.number().int().min(1).default(8),
  // Uploads waiting for an analysis slot (bodies read in full): how many, how many MB together, how long each.
  ANALYSIS_QUEUE_LENGTH: z.coerce.number().int().min(0).default(400),
  ANALYSIS_QUEUE_MAX_MB: z.coerce.number().int().min(1).default(512),
  ANALYSIS_QUEUE_WAIT_MS: z.coerce.number().int().min(100).default(60_000),
  // A body (10 MB at most) that has not arrived within this is cut off with 408.
  UPLOAD_BODY_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  UPLOADS_IN_FLIGHT_PER_IP: z.coerce.number().int().min(1).default(2),
  // An address whose files ran the PDF reader to its time limit this many times in 10 minutes waits a while.
  READER_TIMEOUT_LIMIT: z.coerce.number().int().min(1).default(3),
  READER_PENALTY_SECONDS: z.coerce.number().int().min(1).default(300),
  // PDF reader time one client's files may use within 10 minutes before its uploads wait (every reading counts).
  READER_SECONDS_PER_CLIENT: z.coerce.number().min(0.1).default(60),
  // Upload bodies being read at once (declared bytes); past it, 503 before a body is read.
  UPLOAD_MEMORY_MB: z.coerce.number().min(1).default(96),
  // The same file, email and provider within this many minutes returns the earlier result (0: never).
  DUPLICATE_WINDOW_MINUTES: z.coerce.number().min(0).default(10),
  // After SIGTERM/SIGINT, in-flight requests get this long before the server closes what is left and exits.
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  ORPHAN_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(15 * 60),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  AUTH_ACCOUNT_FAILURE_LIMIT: z.coerce.number().int().min(1).default(10),
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  // One hop ("true"), a number of hops, or the proxies' addresses: see http/trust-proxy.ts.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (parsed instanceof Error) {
        context.addIssue({ code: "custom", message: parsed.message });
        return z.NEVER;
      }
      return parsed;
    }),
  REDIS_URL: optionalString,
  REDIS_KEY_PREFIX: z.string().default("cbc:"),
  METRICS_TOKEN: optionalString,
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: z.string().default("bills"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("Cloud Bill Check <no-reply@cloudbillcheck.example>"),
  CONTACT_INBOX: z.string().default("hello@cloudbillcheck.example"),
  BOOKING_TIMEZONE: z
    .string()
    .default(DEFAULT_BOOKING_TIMEZONE)
    // The default needs no check: asking Intl about a zone loads the platform's time-zone data (about 60 ms and
    // 9 MB at start); a booking page loads it when it is first asked for.
    .refine(
      (zone) => zone === DEFAULT_BOOKING_TIMEZONE || isKnownTimeZone(zone),
      "must be an IANA time zone such as Europe/Berlin",
    ),
  BOOKING_WEEKDAYS: z
    .string()
    .default("1,2,3,4,5")
    .transform((v) => v.split(",").map((d) => Number(d.trim())))
    .pipe(z.array(z.number().int().min(1).max(7))),
  BOOKING_HOURS: z.string().default("09:00-12:00,13:00-17:00"),
  /** Where discovery calls happen: a video-meeting link or a text such as a phone number or an address. */
  BOOKING_LOCATION: optionalString,
  /** Upcoming calls one client address may hold (one e-mail address: always 2). */
  BOOKING_MAX_UPCOMING_PER_IP: z.coerce.number().int().min(1).default(2),
  BOOKING_SLOT_MINUTES: z.coerce.number().int().min(5).max(480).default(30),
  BOOKING_DAYS_AHEAD: z.coerce.number().int().min(1).max(365).default(21),
  BOOKING_MIN_NOTICE_HOURS: z.coerce.number().min(0).default(12),
  BOOKING_CLOSED_DATES: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((d) => d.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.iso.date())),
  LLM_BASE_URL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_MODEL: z.string().default("gpt-4o-mini"),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_DISCOVERY_URL: optionalString,
  VITE_POSTHOG_HOST: optionalString,
  VITE_POSTHOG_KEY: optionalString,
  // A text PDF's time limit in the reader (invoices take well under 200 ms; margin for a loaded machine).
  PDF_TIMEOUT_MS: z.coerce.number().int().min(100).default(4_000),
  PDF_WORKERS: z.coerce.number().int().min(0).default(0),
  PDF_READER_MAX_RSS_MB: z.coerce.number().int().min(128).default(320),
  // The privacy page promises deletion within 30 days: a shorter period is allowed, a longer one is not.
  RETENTION_DAYS: z.coerce.number().int().min(1).max(30).default(30),
  RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  API_DOCS: z.enum(["public", "staff", "off"]).default("staff"),
  SEED_DEMO: z
    .enum(["true", "false", "1", "0", ""])
    .default("true")
    .transform((v) => v !== "false" && v !== "0"),
  NODE_ENV: optionalString,
  // Webhooks: private, loopback and link-local targets only when allowed (tests, on-premises CRMs).
  WEBHOOKS_ALLOW_PRIVATE_URLS: booleanFlag,
  /** Seconds between attempts after a failure, comma-separated; the default spans just under a day. */
  WEBHOOKS_RETRY_DELAYS: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.split(",").map((d) => Number(d.trim()) * 1000) : null))
    .pipe(z.array(z.number().min(0).max(86_400_000)).nullable()),
  WEBHOOKS_POLL_MS: z.coerce.number().int().min(50).default(5000),
  // Background jobs (mail, lead events, retention): a failed run is retried after the delay, doubling each time
  // up to the maximum; an idle worker looks for other instances' jobs every poll.
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  JOBS_RETRY_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
});

export type Config = ReturnType<typeof loadConfig>;

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "::1", "0.0.0.0", "::"]);

/** Without PUBLIC_URL on a local address, the site is as much http://localhost:PORT as http://127.0.0.1:PORT. */
function loopbackOrigins(host: string, port: number): string[] {
  return LOOPBACK_HOSTS.has(host) ? [`http://localhost:${port}`, `http://127.0.0.1:${port}`] : [];
}

/** Environment -> typed configuration. Pure: tests pass their own record. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = e.PUBLIC_URL ?? `http://${e.HOST === "0.0.0.0" ? "localhost" : e.HOST}:${e.PORT}`;
  const booking = loadAvailability(e);
  const s3Enabled = Boolean(e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    publicUrl: publicUrl.replace(/\/$/, ""),
    authSecret: e.AUTH_SECRET ?? null,
    trustedOrigins: [
      ...(e.TRUSTED_ORIGINS ? e.TRUSTED_ORIGINS.split(",").map((o) => o.trim()) : []),
      ...(e.PUBLIC_URL ? [] : loopbackOrigins(e.HOST, e.PORT)),
    ],
    logLevel: e.LOG_LEVEL,
    uploadRateLimitPerMinute: e.UPLOAD_RATE_LIMIT,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT,
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    sessionMaxAgeSeconds: e.SESSION_MAX_AGE_SECONDS,
    authAccountFailureLimit: e.AUTH_ACCOUNT_FAILURE_LIMIT,
    orphanGraceSeconds: e.ORPHAN_GRACE_SECONDS,
    analysisConcurrency: e.ANALYSIS_CONCURRENCY,
    analysisQueue: {
      length: e.ANALYSIS_QUEUE_LENGTH,
      maxBytes: e.ANALYSIS_QUEUE_MAX_MB * 1024 * 1024,
      waitMs: e.ANALYSIS_QUEUE_WAIT_MS,
    },
    uploadBodyTimeoutMs: e.UPLOAD_BODY_TIMEOUT_MS,
    uploadsInFlightPerIp: e.UPLOADS_IN_FLIGHT_PER_IP,
    readerPenalty: {
      limit: e.READER_TIMEOUT_LIMIT,
      windowMs: 10 * 60_000,
      holdMs: e.READER_PENALTY_SECONDS * 1000,
    },
    readerBudget: { budgetMs: Math.round(e.READER_SECONDS_PER_CLIENT * 1000), windowMs: 10 * 60_000 },
    uploadMemoryBytes: Math.round(e.UPLOAD_MEMORY_MB * 1024 * 1024),
    duplicateWindowMs: Math.round(e.DUPLICATE_WINDOW_MINUTES * 60_000),
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    formRateLimitPerMinute: e.FORM_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL ?? null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    metricsToken: e.METRICS_TOKEN ?? null,
    s3: s3Enabled
      ? {
          endpoint: e.S3_ENDPOINT ?? null,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? "",
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? "",
          forcePathStyle: e.S3_FORCE_PATH_STYLE || Boolean(e.S3_ENDPOINT),
        }
      : null,
    booking,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM, contactInbox: e.CONTACT_INBOX },
    bookingLocation: e.BOOKING_LOCATION?.trim() || null,
    bookingMaxUpcomingPerIp: e.BOOKING_MAX_UPCOMING_PER_IP,
    llm:
      e.LLM_BASE_URL && e.LLM_API_KEY
        ? {
            baseUrl: e.LLM_BASE_URL,
            apiKey: e.LLM_API_KEY,
            model: e.LLM_MODEL,
            // docs/product.md#limits: 30 s overall, 20 s per request; lowered only to test the limit.
            overallTimeoutMs: e.LLM_TIMEOUT_MS,
          }
        : null,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            discoveryUrl: e.GOOGLE_DISCOVERY_URL ?? null,
          }
        : null,
    posthogHost: e.VITE_POSTHOG_KEY ? (e.VITE_POSTHOG_HOST ?? "https://us.i.posthog.com") : null,
    pdfTimeoutMs: e.PDF_TIMEOUT_MS,
    pdfWorkers: e.PDF_WORKERS,
    pdfReaderMaxRssMb: e.PDF_READER_MAX_RSS_MB,
    retention: { days: e.RETENTION_DAYS, intervalMinutes: e.RETENTION_INTERVAL_MINUTES },
    apiDocs: e.API_DOCS,
    seedDemo: e.SEED_DEMO,
    webhooks: {
      allowPrivateUrls: e.WEBHOOKS_ALLOW_PRIVATE_URLS,
      requireHttps: e.NODE_ENV === "production",
      retryDelaysMs: e.WEBHOOKS_RETRY_DELAYS,
      pollMs: e.WEBHOOKS_POLL_MS,
    },
    jobs: {
      pollSeconds: e.JOBS_POLL_SECONDS,
      retryDelaySeconds: e.JOBS_RETRY_DELAY_SECONDS,
      retryMaxDelaySeconds: Math.max(e.JOBS_RETRY_MAX_DELAY_SECONDS, e.JOBS_RETRY_DELAY_SECONDS),
    },
  };
}

function loadAvailability(e: z.infer<typeof EnvSchema>): Availability {
  let hours: Availability["hours"];
  try {
    hours = parseOpeningHours(e.BOOKING_HOURS);
  } catch (error) {
    throw new Error(`Invalid configuration: BOOKING_HOURS: ${(error as Error).message}`);
  }
  return {
    timeZone: e.BOOKING_TIMEZONE,
    weekdays: e.BOOKING_WEEKDAYS,
    hours,
    slotMinutes: e.BOOKING_SLOT_MINUTES,
    daysAhead: e.BOOKING_DAYS_AHEAD,
    minNoticeMinutes: Math.round(e.BOOKING_MIN_NOTICE_HOURS * 60),
    closedDates: e.BOOKING_CLOSED_DATES,
  };
}
