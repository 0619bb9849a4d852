import type { FastifyInstance, FastifyRequest } from "fastify";
import { MSG_AUTH_REQUIRED, MSG_UNAUTHORIZED } from "#shared/messages/auth.ts";
import type { AuthLoader } from "../../auth/auth-loader.ts";
import { createRequireAdmin } from "../../auth/require-admin.ts";
import type { BookingDeps } from "../../booking/booking-deps.ts";
import type { Db } from "../../db/client.ts";
import type { Storage } from "../../storage/storage.ts";
import type { WebhookUrlPolicy } from "../../webhooks/url-guard.ts";
import { adminBookingRoutes } from "./bookings.ts";
import { adminJobRoutes } from "./jobs.ts";
import { adminMeRoutes } from "./me.ts";
import { adminMessageRoutes } from "./messages.ts";
import { adminOverviewRoutes } from "./overview.ts";
import { adminProviderRoutes } from "./providers.ts";
import { adminResultRoutes } from "./results.ts";
import { adminSettingsRoutes } from "./settings.ts";
import { adminStaffRoutes } from "./staff.ts";
import { adminTestimonialImageRoutes } from "./testimonial-image-upload.ts";
import { adminTestimonialRoutes } from "./testimonials.ts";
import { adminWebhookRoutes } from "./webhooks.ts";

export interface AdminRoutesOptions {
  auth: AuthLoader;
  db: Db;
  storage: Storage;
  trustedOrigins: readonly string[];
  publicUrl: string;
  sessionMaxAgeSeconds: number;
  /** What staff's booking actions need (cancelling mails the visitor). */
  bookingDeps: Omit<BookingDeps, "log">;
  /** Which webhook URLs staff may add. */
  webhookPolicy: WebhookUrlPolicy;
}

// docs/product.md#roles: changing settings without a session has its own wording.
const unauthorizedMessage = (request: FastifyRequest) =>
  request.url.startsWith("/api/admin/settings") ? MSG_AUTH_REQUIRED : MSG_UNAUTHORIZED;

/**
 * Everything under /api/admin. One onRequest hook in this scope guards every route registered inside it,
 * before any body is read; tests/api/admin-guard.test.ts proves it for each registered route.
 */
export async function adminRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const { auth, db, storage, trustedOrigins, publicUrl, sessionMaxAgeSeconds } = options;
  app.decorateRequest("adminSession", null);
  app.addHook(
    "onRequest",
    createRequireAdmin({ auth, db, trustedOrigins, sessionMaxAgeSeconds, unauthorizedMessage }),
  );
  await app.register(adminMeRoutes, { prefix: "/me" });
  await app.register(adminProviderRoutes, { prefix: "/providers", db });
  await app.register(adminTestimonialRoutes, { prefix: "/testimonials", db, storage });
  await app.register(adminTestimonialImageRoutes, { prefix: "/testimonials", db, storage });
  await app.register(adminSettingsRoutes, { prefix: "/settings", db });
  await app.register(adminStaffRoutes, { prefix: "/staff", db });
  await app.register(adminResultRoutes, { prefix: "/results", db, storage, publicUrl });
  await app.register(adminMessageRoutes, { prefix: "/messages", db });
  await app.register(adminBookingRoutes, { prefix: "/bookings", deps: options.bookingDeps });
  await app.register(adminOverviewRoutes, { prefix: "/overview", db });
  await app.register(adminWebhookRoutes, { prefix: "/webhooks", db, policy: options.webhookPolicy });
  await app.register(adminJobRoutes, { prefix: "/jobs", db, jobs: options.bookingDeps.jobs });
}
