import { APIError, createAuthMiddleware } from "better-auth/api";
import { LoginFormSchema } from "#shared/schemas/auth-form.ts";
import type { Db } from "../db/client.ts";
import { assertSignupsOpen } from "./signup-gate.ts";

function assertCredentialsShape(body: unknown): { email: string } {
  const parsed = LoginFormSchema.safeParse(body);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Invalid request";
    throw APIError.fromStatus("BAD_REQUEST", { message, code: "VALIDATION_ERROR" });
  }
  return parsed.data;
}

/**
 * Runs before Better Auth's email endpoints: sign-up is refused with 403 while signups are off (before any
 * hashing or mail), and both check the body with the shared login schema so the API answers the same
 * catalogue messages as the form. The form has no name field: sign-up defaults it to the email's local part.
 */
export function createAuthBeforeHook(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path === "/sign-up/email") {
      await assertSignupsOpen(db);
      const { email } = assertCredentialsShape(ctx.body);
      const body = ctx.body as Record<string, unknown>;
      if (typeof body.name !== "string" || body.name.trim() === "") {
        return { context: { body: { ...body, name: email.split("@")[0] ?? email } } };
      }
    }
    if (ctx.path === "/sign-in/email") assertCredentialsShape(ctx.body);
    return undefined;
  });
}
