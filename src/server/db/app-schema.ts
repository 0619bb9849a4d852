import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/** A row's id, drawn by the database when an insert gives none. */
const generatedId = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
/** A row that belongs to one result and goes with it when the result is deleted (by the visitor or the purge). */
const resultIdGoingWithIt = () =>
  uuid("result_id")
    .notNull()
    .references(() => resultsHistory.id, { onDelete: "cascade" });

export const cloudProviders = pgTable("cloud_providers", {
  id: generatedId(),
  name: text("name").notNull().unique(),
  enabled: boolean("enabled").notNull().default(true),
  estimated_esr: doublePrecision("estimated_esr"),
  created_at: createdAt(),
});

export const testimonials = pgTable(
  "testimonials",
  {
    id: generatedId(),
    name: text("name").notNull(),
    company: text("company").notNull(),
    content: text("content").notNull(),
    job_title: text("job_title").notNull(),
    linkedin_url: text("linkedin_url"),
    image_path: text("image_path"),
    created_at: createdAt(),
  },
  (t) => [index("testimonials_created_at_idx").on(t.created_at.desc(), t.id)],
);

export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const resultsHistory = pgTable(
  "results_history",
  {
    id: generatedId(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    pdf_url: text("pdf_url").notNull(),
    cloud_provider_id: uuid("cloud_provider_id").references(() => cloudProviders.id, {
      onDelete: "set null",
    }),
    /**
     * The compared provider's name at analysis time: the result keeps it when the provider is later renamed or
     * deleted (its estimate is kept in extracted_data.provider_estimated_esr).
     */
    provider_name: text("provider_name"),
    extracted_data: jsonb("extracted_data").notNull(),
    created_at: createdAt(),
    /** Staff marked it to keep: the retention purge passes it by. */
    keep: boolean("keep").notNull().default(false),
    /** The provider the visitor chose on the form (cloud_provider_id is the one compared with). */
    chosen_provider_id: uuid("chosen_provider_id").references(() => cloudProviders.id, {
      onDelete: "set null",
    }),
    /** The chosen provider's name at upload time, so the mismatch notice survives its deletion. */
    chosen_provider_name: text("chosen_provider_name"),
    /** The issuer read from the PDF (extracted_data.provider at upload time). */
    detected_provider: text("detected_provider"),
    /** same | switched | issuer_disabled | issuer_unknown | not_detected (ProviderMatchSchema). */
    provider_match: text("provider_match"),
    /** A visitor's corrected figures (extracted_data names); extracted_data itself is never overwritten. */
    corrections: jsonb("corrections"),
    correction_count: integer("correction_count").notNull().default(0),
    corrected_at: timestamp("corrected_at", { withTimezone: true }),
    /** Lead score 0-100 (src/shared/leads/lead-score.ts); null until scored. Refreshed when the lead acts. */
    lead_score: integer("lead_score"),
    /** Why it scored what it did: [{key, points, max, detail}]. */
    lead_reasons: jsonb("lead_reasons"),
    /** Monthly spend and yearly savings gap in USD (fixed rate table), for the overview's sums. */
    spend_usd: doublePrecision("spend_usd"),
    gap_usd: doublePrecision("gap_usd"),
    /** SHA-256 (hex) of the manage token handed to the visitor's browser: needed to correct or delete. */
    manage_token_hash: text("manage_token_hash"),
    /** SHA-256 (hex) of the uploaded PDF: the same file sent again within minutes returns this result. */
    file_sha256: text("file_sha256"),
  },
  (t) => [
    index("results_history_created_at_idx").on(t.created_at.desc(), t.id),
    index("results_history_lead_score_idx").on(t.lead_score.desc().nullsLast(), t.created_at.desc()),
    index("results_history_file_sha256_idx").on(t.file_sha256),
  ],
);

/**
 * Further monthly invoices of the same account a visitor added to a result (at most 2 more). Each keeps
 * its stored PDF like the result's own; deleting the result (visitor or purge) removes them and their files.
 */
export const resultMonths = pgTable(
  "result_months",
  {
    id: generatedId(),
    result_id: resultIdGoingWithIt(),
    pdf_url: text("pdf_url").notNull(),
    file_sha256: text("file_sha256").notNull(),
    extracted_data: jsonb("extracted_data").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("result_months_result_id_idx").on(t.result_id)],
);

/**
 * Manage links mailed to the address an analysis was made with, when the same visitor sent the same bill again
 * and their browser no longer held the token (a reload during the upload, another device). Each holds the hash of a
 * token of its own that corrects and deletes the result like the one handed over at creation; the rows go with
 * the result.
 */
export const resultManageLinks = pgTable(
  "result_manage_links",
  {
    id: generatedId(),
    result_id: resultIdGoingWithIt(),
    token_hash: text("token_hash").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index("result_manage_links_result_id_idx").on(t.result_id),
    uniqueIndex("result_manage_links_token_hash_idx").on(t.token_hash),
  ],
);

/**
 * An analysis being made, one row per visitor action: the same file with the same e-mail and provider, sent again
 * while the first is still being read (a double click, two tabs, two instances behind a load balancer), waits for
 * the first one's outcome instead of making a second analysis. The key is a hash of the file's hash, the e-mail and
 * the provider (no address in clear); a settled row records the outcome for the requests that waited, and any new
 * request may take the key again.
 */
export const analysisClaims = pgTable("analysis_claims", {
  key: text("key").primaryKey(),
  claimed_at: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  settled_at: timestamp("settled_at", { withTimezone: true }),
  result_id: uuid("result_id"),
  error_status: integer("error_status"),
  error_message: text("error_message"),
});

// "Staff marked to keep": the retention purge deletes rows older than 30 days unless this is set.
const keep = () => boolean("keep").notNull().default(false);
const optionalTime = (name: string) => timestamp(name, { withTimezone: true });

/** Messages sent through the contact form: the team's inbox (mailed too, but the row is the record). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: generatedId(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull().default(""),
    message: text("message").notNull(),
    handled_at: optionalTime("handled_at"),
    keep: keep(),
    created_at: createdAt(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.created_at.desc(), t.id)],
);

export const BOOKING_STATUSES = ["confirmed", "cancelled"] as const;

/**
 * Discovery calls. A slot is booked at most once: the partial unique index on slot_start covers confirmed
 * bookings only, so a cancelled slot can be booked again and racing requests get exactly one row.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: generatedId(),
    slot_start: timestamp("slot_start", { withTimezone: true }).notNull(),
    slot_end: timestamp("slot_end", { withTimezone: true }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull().default(""),
    note: text("note").notNull().default(""),
    /** The visitor's IANA zone as their browser reported it (for their mails); null when unknown. */
    visitor_time_zone: text("visitor_time_zone"),
    result_id: uuid("result_id").references(() => resultsHistory.id, { onDelete: "set null" }),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("confirmed"),
    /** iCalendar SEQUENCE: raised on every move or cancellation so calendars apply the newest invite. */
    sequence: integer("sequence").notNull().default(0),
    /** SHA-256 of the visitor's cancel/move token; null once used up (cancelled). */
    manage_token_hash: text("manage_token_hash"),
    manage_token_expires_at: optionalTime("manage_token_expires_at"),
    cancelled_at: optionalTime("cancelled_at"),
    /** Why staff cancelled (their words, mailed to the visitor); null when the visitor cancelled. */
    cancel_reason: text("cancel_reason"),
    /** SHA-256 of the booking's client address: at most 2 upcoming bookings per address. */
    client_ip_hash: text("client_ip_hash"),
    handled_at: optionalTime("handled_at"),
    keep: keep(),
    created_at: createdAt(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("bookings_confirmed_slot_uq").on(t.slot_start).where(sql`status = 'confirmed'`),
    uniqueIndex("bookings_manage_token_hash_uq").on(t.manage_token_hash),
    index("bookings_created_at_idx").on(t.created_at.desc(), t.id),
    index("bookings_slot_start_idx").on(t.slot_start),
  ],
);
