import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { settings } from "../db/schema.ts";
import { DEFAULT_SETTINGS, SETTING_KEYS, type SettingKey } from "../db/seed-data.ts";

export type Switches = Record<SettingKey, boolean>;

/**
 * The four feature switches. docs/product.md#behaviour: a switch whose row is absent takes its default; a present row is on
 * only when its value is exactly 'true'.
 */
export async function readSwitches(db: Db): Promise<Switches> {
  const rows = await db.select().from(settings).where(inArray(settings.key, SETTING_KEYS));
  const values = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(
    SETTING_KEYS.map((key) => [key, (values.get(key) ?? DEFAULT_SETTINGS[key]) === "true"]),
  ) as Switches;
}

export async function isSwitchOn(db: Db, key: SettingKey): Promise<boolean> {
  return (await readSwitches(db))[key];
}
