import { dictionary } from "@zxcvbn-ts/language-common";
import { MSG_PASSWORD_COMMON } from "#shared/messages/auth.ts";
import { NewPasswordSchema } from "#shared/schemas/auth-form.ts";

let common: Set<string> | null = null;

/**
 * True when the password (ignoring case) is on the common-password list shipped with @zxcvbn-ts/language-common
 * (about 49,000 leaked passwords, offline). Loaded on first use.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** Why a new password is refused (the catalogue message), or null when it is acceptable. */
export function newPasswordProblem(password: unknown): string | null {
  const parsed = NewPasswordSchema.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? MSG_PASSWORD_COMMON;
  return isCommonPassword(parsed.data) ? MSG_PASSWORD_COMMON : null;
}
