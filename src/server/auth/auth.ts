import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "#shared/limits.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { account, rateLimit, session, user, verification } from "../db/schema.ts";
import type { Jobs } from "../jobs/jobs.ts";
import { sendMailJob } from "../jobs/mail-job.ts";
import type { MailLog } from "../mail/mailer.ts";
import { emailConfirmationMail } from "../mail/templates.ts";
import { assertSafeImageUrl, createAuthBeforeHook } from "./auth-hooks.ts";
import { resolveAuthSecret } from "./auth-secret.ts";
import type { BackgroundTasks } from "./background-tasks.ts";
import { CLIENT_IP_HEADER } from "./client-ip-header.ts";
import { googleSignIn } from "./google-provider.ts";
import { assertSignupsOpen } from "./signup-gate.ts";
import { listTrustedOrigins } from "./trusted-origins.ts";

const SESSION_REFRESH_SECONDS = 24 * 60 * 60;

export interface AuthDeps {
  config: Config;
  db: Db;
  /** The confirmation mail is queued (retried if SMTP is down), not sent inline. */
  jobs: Jobs;
  log: MailLog;
  backgroundTasks: BackgroundTasks;
}

export function createAuth({ config, db, jobs, log, backgroundTasks }: AuthDeps) {
  const isHttps = config.publicUrl.startsWith("https://");
  return betterAuth({
    appName: "Cloud Bill Check",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
    trustedOrigins: listTrustedOrigins(config.publicUrl, config.trustedOrigins),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit },
    }),
    telemetry: { enabled: false },
    logger: {
      disabled: config.logLevel === "silent",
      level: "warn",
      log: (level, message) => log(`[auth] ${level}: ${message}`),
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      // The spec's 6 (docs/product.md#validation); common ones are refused in auth-hooks.ts.
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: false,
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      sendVerificationEmail: async ({ user: u, url }) => {
        await jobs.enqueue(sendMailJob, {
          what: "email confirmation",
          message: emailConfirmationMail(u.email, url),
        });
      },
    },
    session: { expiresIn: config.sessionTtlSeconds, updateAge: SESSION_REFRESH_SECONDS },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/*": { window: 60, max: config.authRateLimitPerMinute },
        "/sign-up/*": { window: 60, max: config.authRateLimitPerMinute },
        "/get-session": false,
      },
    },
    advanced: {
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: isHttps },
      // Better Auth skips these checks when NODE_ENV=test; we want tests to see production behaviour.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      backgroundTasks: { handler: backgroundTasks.handler },
    },
    hooks: { before: createAuthBeforeHook(db) },
    databaseHooks: {
      user: {
        create: {
          // Covers every way in (email, Google): a new account needs the signup switch on.
          before: async (data) => {
            await assertSignupsOpen(db);
            assertSafeImageUrl(data.image);
          },
        },
        // Every way a profile changes (update-user, a Google profile on sign-in): only http(s) pictures.
        update: {
          before: async (data) => {
            assertSafeImageUrl(data.image);
          },
        },
      },
    },
    plugins: config.google ? [googleSignIn(config.google)] : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
