import { count, eq } from "drizzle-orm";
import type { Db } from "./client.ts";
import { cloudProviders, settings, testimonials } from "./schema.ts";
import { DEFAULT_SETTINGS, SEED_PROVIDERS, SEED_TESTIMONIALS } from "./seed-data.ts";

const SEEDED_MARKER_KEY = "demo_content_seeded_at";
const SEED_SPACING_MS = 60_000;

export interface SeedOptions {
  /** The demo testimonials (SEED_DEMO); providers and settings are seeded either way. */
  demo?: boolean;
  now?: Date;
}

/**
 * Seeds the providers, the four settings and, unless `demo` is false, the demo testimonials. Never overwrites:
 * providers and settings insert only missing keys; testimonials are added once per database (a marker row
 * remembers it), so staff who delete them do not see them come back on the next start.
 */
export async function seedDatabase(
  db: Db,
  { demo = true, now = new Date() }: SeedOptions = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(cloudProviders)
      .values(SEED_PROVIDERS.map((p) => ({ ...p })))
      .onConflictDoNothing({ target: cloudProviders.name });
    await tx
      .insert(settings)
      .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing({ target: settings.key });

    if (!demo) return;
    const marker = await tx.select().from(settings).where(eq(settings.key, SEEDED_MARKER_KEY));
    if (marker.length > 0) return;
    const [existing] = await tx.select({ n: count() }).from(testimonials);
    if ((existing?.n ?? 0) === 0) {
      await tx.insert(testimonials).values(
        SEED_TESTIMONIALS.map((t, i) => ({
          ...t,
          created_at: new Date(now.getTime() - i * SEED_SPACING_MS),
        })),
      );
    }
    await tx.insert(settings).values({ key: SEEDED_MARKER_KEY, value: now.toISOString() });
  });
}
