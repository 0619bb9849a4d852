import { useMutation, useQueryClient } from "@tanstack/react-query";
import { EMAIL_CONFIRMED_PATH } from "#shared/email-confirmation.ts";
import type { LoginForm, RegisterForm } from "#shared/schemas/auth-form.ts";
import { requestOk } from "./http.ts";
import { sessionQuery } from "./session.ts";

/** Better Auth's answer to signing in to an account whose address is not confirmed yet. */
export const EMAIL_NOT_VERIFIED = "EMAIL_NOT_VERIFIED";

/** POST /api/auth/sign-in/email, then re-reads the session so the guard sees the new user at once. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: LoginForm) =>
      requestOk("/api/auth/sign-in/email", {
        method: "POST",
        body: { email: values.email, password: values.password },
      }),
    onSuccess: () => queryClient.fetchQuery({ ...sessionQuery(), staleTime: 0 }),
  });
}

/** POST /api/auth/sign-up/email. The server refuses it (403) while admin signups are switched off. */
export function useSignUp() {
  return useMutation({
    mutationFn: (values: RegisterForm) =>
      requestOk("/api/auth/sign-up/email", {
        method: "POST",
        body: {
          email: values.email,
          password: values.password,
          name: values.email.split("@")[0] ?? values.email,
          // The server sets this too; the confirmation link lands on the login form, which says so.
          callbackURL: EMAIL_CONFIRMED_PATH,
        },
      }),
  });
}

/**
 * POST /api/auth/send-verification-email: a new confirmation link for an unconfirmed account. The answer is the
 * same whether or not such an account exists (Better Auth does not tell), and is limited to 3 a minute.
 */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) =>
      requestOk("/api/auth/send-verification-email", {
        method: "POST",
        body: { email, callbackURL: EMAIL_CONFIRMED_PATH },
      }),
  });
}
