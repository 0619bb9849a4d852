import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Webhook endpoints staff add under Admin > Settings. The secret is the Standard Webhooks
 * `whsec_<base64>` string: shown once when created, kept here to sign deliveries.
 */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  url: text("url").notNull(),
  /** Event types this endpoint receives (analysis.created, booking.created, ...). */
  events: jsonb("events").$type<string[]>().notNull(),
  secret: text("secret").notNull(),
  /** The secret before the last rotation: deliveries carry its signature too until `previous_secret_until`. */
  previous_secret: text("previous_secret"),
  previous_secret_until: timestamp("previous_secret_until", { withTimezone: true }),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivering", "succeeded", "failed"] as const;

/**
 * The delivery queue: one row per (event, endpoint). Workers on every instance claim due rows with
 * `FOR UPDATE SKIP LOCKED`, so each is sent by one instance; `locked_until` lets another instance take over a
 * delivery whose instance died mid-send. The id is the Standard Webhooks `webhook-id` (the same on retries).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    endpoint_id: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    event_type: text("event_type").notNull(),
    /**
     * The row the event is about (an analysis, booking or message id): the body is built from it at each attempt,
     * so a deleted or purged row is never sent, and nothing of it is kept here.
     */
    subject_id: text("subject_id"),
    /** Event details the row cannot tell (a moved call's previous slot): no personal data. */
    details: jsonb("details").$type<Record<string, string | null>>(),
    /** The JSON body of a delivery queued before bodies were built at send time (sent as is). */
    payload: text("payload"),
    status: text("status", { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    locked_until: timestamp("locked_until", { withTimezone: true }),
    last_status_code: integer("last_status_code"),
    last_error: text("last_error"),
    last_attempt_at: timestamp("last_attempt_at", { withTimezone: true }),
    delivered_at: timestamp("delivered_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.next_attempt_at).where(sql`status in ('pending', 'delivering')`),
    index("webhook_deliveries_endpoint_idx").on(t.endpoint_id, t.created_at.desc()),
    index("webhook_deliveries_subject_idx").on(t.subject_id),
  ],
);
