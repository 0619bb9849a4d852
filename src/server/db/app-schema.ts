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
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const cloudProviders = pgTable("cloud_providers", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  name: text("name").notNull().unique(),
  enabled: boolean("enabled").notNull().default(true),
  estimated_esr: doublePrecision("estimated_esr"),
  created_at: createdAt(),
});

export const testimonials = pgTable(
  "testimonials",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
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
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    name: text("name").notNull(),
    email: text("email").notNull(),
    pdf_url: text("pdf_url").notNull(),
    cloud_provider_id: uuid("cloud_provider_id").references(() => cloudProviders.id, {
      onDelete: "set null",
    }),
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
  },
  (t) => [index("results_history_created_at_idx").on(t.created_at.desc(), t.id)],
);
