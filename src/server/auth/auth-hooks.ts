import { APIError, createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import { EMAIL_CONFIRMED_PATH, SIGNUPS_CLOSED_ERROR } from "#shared/email-confirmation.ts";
import { MSG_IMAGE_URL_INVALID } from "#shared/messages/auth.ts";
import { LoginFormSchema, NewCredentialsSchema } from "#shared/schemas/auth-form.ts";
import type { Db } from "../db/client.ts";
import { user } from "../db/schema.ts";
import { newPasswordProblem } from "./password-policy.ts";
import { areSignupsOpen, assertSignupsOpen } from "./signup-gate.ts";

function badRequest(message: string, code = "VALIDATION_ERROR"): APIError {
  return APIError.fromStatus("BAD_REQUEST", { message, code });
}

function assertShape<T>(
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } };
  },
  body: unknown,
): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Invalid request");
  return parsed.data;
}

function assertNewPassword(password: unknown): void {
  const problem = newPasswordProblem(password);
  if (problem) throw badRequest(problem, "WEAK_PASSWORD");
}

/** Accounts made while registration was open but never confirmed stay shut once it closes. */
async function assertMayUseUnverifiedAccount(db: Db, email: string): Promise<void> {
  const [found] = await db
    .select({ verified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  if (found && !found.verified) await assertSignupsOpen(db);
}

/** A profile picture is shown as <img src>: only http(s) addresses, never javascript: or data: ones. */
export function assertSafeImageUrl(image: unknown): void {
  if (image === undefined || image === null || image === "") return;
  let protocol = "";
  try {
    protocol = new URL(String(image)).protocol;
  } catch {
    // Not a URL: refused below.
  }
  if (protocol !== "https:" && protocol !== "http:") throw badRequest(MSG_IMAGE_URL_INVALID);
}

/** The login page, saying why the link did nothing (a fixed path: never a redirect the link itself names). */
const SIGNUPS_CLOSED_LANDING = `/auth?error=${SIGNUPS_CLOSED_ERROR}`;

/**
 * Runs before Better Auth's endpoints:
 * - sign-up is refused with 403 while signups are off (before any hashing or mail), and needs a new password
 *   of 6+ characters (docs/product.md#validation) that is not on the shipped common-password list (decision 011); the form has no name field, so
 *   it defaults to the email's local part;
 * - confirming an email, or asking for the confirmation again, also needs signups on: an account registered
 *   while they were on cannot become staff after they were turned off; sign-in to such an unconfirmed account
 *   is refused the same way; a confirmation link followed then lands on /auth, which says so;
 * - every confirmation mail's link lands on /auth?verified=1, whatever the caller asked for, so the login form
 *   can say the address is confirmed;
 * - a password change must meet the same rule and always ends the account's other sessions.
 */
export function createAuthBeforeHook(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    switch (ctx.path) {
      case "/sign-up/email": {
        await assertSignupsOpen(db);
        const { email, password } = assertShape(NewCredentialsSchema, body);
        assertNewPassword(password);
        assertSafeImageUrl(body.image);
        const name = typeof body.name === "string" && body.name.trim() !== "" ? body.name : undefined;
        return {
          context: {
            body: { ...body, name: name ?? email.split("@")[0] ?? email, callbackURL: EMAIL_CONFIRMED_PATH },
          },
        };
      }
      case "/sign-in/email": {
        const { email } = assertShape(LoginFormSchema, body);
        await assertMayUseUnverifiedAccount(db, email);
        return undefined;
      }
      case "/verify-email":
        // A link opened in a browser: an explanation on our login page, not a JSON error.
        if (!(await areSignupsOpen(db))) throw ctx.redirect(SIGNUPS_CLOSED_LANDING);
        return undefined;
      case "/send-verification-email":
        await assertSignupsOpen(db);
        return { context: { body: { ...body, callbackURL: EMAIL_CONFIRMED_PATH } } };
      case "/change-password":
        assertNewPassword(body.newPassword);
        return { context: { body: { ...body, revokeOtherSessions: true } } };
      case "/reset-password":
        assertNewPassword(body.newPassword);
        return undefined;
      case "/update-user":
        assertSafeImageUrl(body.image);
        return undefined;
      default:
        return undefined;
    }
  });
}
