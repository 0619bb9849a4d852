// Where an admin's email confirmation link lands, and what /auth says about it. Better Auth redirects to the
// callback after confirming, or to the callback plus `error=<code>` when the link cannot be used.

/** The login form, told that the address is confirmed. The server sets it on every confirmation mail. */
export const EMAIL_CONFIRMED_PATH = "/auth?verified=1";

/** Our own code, for a link followed after admin sign-ups were switched off (decision 011). */
export const SIGNUPS_CLOSED_ERROR = "SIGNUPS_DISABLED";

/** What /auth shows for the `error` a confirmation link came back with. */
export function confirmationErrorText(code: string): string {
  if (code === "TOKEN_EXPIRED")
    return "This confirmation link has expired. Log in below to ask for a new one.";
  if (code === SIGNUPS_CLOSED_ERROR)
    return "Admin registrations are currently disabled, so this account cannot be confirmed.";
  return "This confirmation link is not valid. Log in below to ask for a new one.";
}

export const MSG_EMAIL_CONFIRMED = "Your email is confirmed. You can log in now.";
