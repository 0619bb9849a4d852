import { inArray, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MSG_SETTING_UNKNOWN } from "#shared/messages/admin.ts";
import {
  type AdminSetting,
  AdminSettingSchema,
  SETTING_KEYS,
  SettingKeySchema,
  SettingValueInputSchema,
} from "#shared/schemas/setting-input.ts";
import type { Db } from "../../db/client.ts";
import { settings } from "../../db/schema.ts";
import { DEFAULT_SETTINGS } from "../../db/seed-data.ts";
import { HttpError } from "../../http/http-error.ts";

/** The four switches with docs/product.md#behaviour semantics: an absent row takes its default; on only when 'true'. */
async function listAdminSettings(db: Db): Promise<AdminSetting[]> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [...SETTING_KEYS]));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return SETTING_KEYS.map((key) => {
    const row = byKey.get(key);
    return {
      key,
      value: (row?.value ?? DEFAULT_SETTINGS[key]) === "true",
      updated_at: row ? row.updated_at.toISOString() : null,
    };
  });
}

const KeyParamsSchema = z.object({ key: z.string() });

/** /api/admin/settings: read the four switches; PUT /:key {"value": boolean} upserts on key (docs/product.md#behaviour, #api). */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get("/", { schema: { response: { 200: z.array(AdminSettingSchema) } } }, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return listAdminSettings(db);
  });

  app.put(
    "/:key",
    {
      schema: {
        params: KeyParamsSchema,
        body: SettingValueInputSchema,
        response: { 200: AdminSettingSchema },
      },
    },
    async (request) => {
      const key = SettingKeySchema.safeParse(request.params.key);
      if (!key.success) throw new HttpError(404, MSG_SETTING_UNKNOWN);
      const value = request.body.value ? "true" : "false";
      const [row] = await db
        .insert(settings)
        .values({ key: key.data, value, updated_at: sql`now()` })
        .onConflictDoUpdate({ target: settings.key, set: { value, updated_at: sql`now()` } })
        .returning();
      if (!row) throw new Error("upsert returned no row");
      return { key: key.data, value: row.value === "true", updated_at: row.updated_at.toISOString() };
    },
  );
};
