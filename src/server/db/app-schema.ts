import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
  },
  (t) => [index("results_history_created_at_idx").on(t.created_at.desc(), t.id)],
);
