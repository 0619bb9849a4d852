import { APIError } from "better-auth/api";
import { MSG_REGISTER_DISABLED } from "#shared/messages/auth.ts";
import type { Db } from "../db/client.ts";
import { isSwitchOn } from "../settings/switches.ts";

/** Registration is open only while the admin_signups_enabled switch is on (docs/product.md#validation), read on every call. */
export function areSignupsOpen(db: Db): Promise<boolean> {
  return isSwitchOn(db, "admin_signups_enabled");
}

export async function assertSignupsOpen(db: Db): Promise<void> {
  if (!(await areSignupsOpen(db))) {
    throw APIError.fromStatus("FORBIDDEN", { message: MSG_REGISTER_DISABLED, code: "SIGNUPS_DISABLED" });
  }
}
