import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { cloudProviders, settings, testimonials } from "#server/db/schema.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { DEFAULT_SETTINGS, SEED_PROVIDERS, SEED_TESTIMONIALS } from "#server/db/seed-data.ts";
import { openTestDatabase } from "#tests/support/test-db.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("migrations", () => {
  it("create every table of docs/product.md#data and Better Auth's, and running them again changes nothing", async () => {
    await migrateDatabase(database);
    const { db } = database;
    const rows = await db.execute<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    const tables = ("rows" in rows ? rows.rows : rows) as Array<{ table_name: string }>;
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        "account",
        "cloud_providers",
        "results_history",
        "session",
        "settings",
        "testimonials",
        "user",
        "verification",
      ]),
    );
  });

  it("give results ids as random UUIDs and store extracted_data as jsonb", async () => {
    const { db } = database;
    const res = await db.execute<{ column_name: string; data_type: string }>(
      "select column_name, data_type from information_schema.columns where table_name = 'results_history'",
    );
    const cols = Object.fromEntries(
      (("rows" in res ? res.rows : res) as Array<{ column_name: string; data_type: string }>).map((c) => [
        c.column_name,
        c.data_type,
      ]),
    );
    expect(cols.id).toBe("uuid");
    expect(cols.extracted_data).toBe("jsonb");
    expect(cols.created_at).toBe("timestamp with time zone");
  });
});

describe("seedDatabase", () => {
  it("seeds providers, settings and testimonials on first start", async () => {
    const { db } = database;
    await seedDatabase(db);
    const providers = await db.select().from(cloudProviders);
    expect(providers).toHaveLength(SEED_PROVIDERS.length);
    expect(providers.find((p) => p.name === "Oracle")?.enabled).toBe(false);
    const settingRows = await db.select().from(settings);
    for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) {
      expect(settingRows.find((s) => s.key === key)?.value).toBe(value);
    }
    const [n] = await db.select({ n: count() }).from(testimonials);
    expect(n?.n).toBe(SEED_TESTIMONIALS.length);
  });

  it("never overwrites: edits, deletions and switches survive a second seed", async () => {
    const { db } = database;
    await db.update(cloudProviders).set({ estimated_esr: 0.11 }).where(eq(cloudProviders.name, "AWS"));
    await db.update(settings).set({ value: "false" }).where(eq(settings.key, "analysis_enabled"));
    await db.delete(testimonials);
    await seedDatabase(db);
    await seedDatabase(db);
    const [aws] = await db.select().from(cloudProviders).where(eq(cloudProviders.name, "AWS"));
    expect(aws?.estimated_esr).toBe(0.11);
    const [analysis] = await db.select().from(settings).where(eq(settings.key, "analysis_enabled"));
    expect(analysis?.value).toBe("false");
    const [n] = await db.select({ n: count() }).from(testimonials);
    expect(n?.n).toBe(0);
    expect(await db.select().from(cloudProviders)).toHaveLength(SEED_PROVIDERS.length);
  });

  it("restores a missing setting row at its default without touching the others", async () => {
    const { db } = database;
    await db.delete(settings).where(eq(settings.key, "bookings_enabled"));
    await seedDatabase(db);
    const [row] = await db.select().from(settings).where(eq(settings.key, "bookings_enabled"));
    expect(row?.value).toBe("true");
  });
});

describe("seedDatabase without demo content (SEED_DEMO=false)", () => {
  it("seeds the providers and the settings but no testimonials, and never adds them later", async () => {
    const fresh = await openTestDatabase();
    try {
      const { db } = fresh;
      await seedDatabase(db, { demo: false });
      await seedDatabase(db, { demo: false });
      expect(await db.select().from(cloudProviders)).toHaveLength(SEED_PROVIDERS.length);
      const settingRows = await db.select().from(settings);
      for (const key of Object.keys(DEFAULT_SETTINGS)) expect(settingRows.map((s) => s.key)).toContain(key);
      const [n] = await db.select({ n: count() }).from(testimonials);
      expect(n?.n).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
