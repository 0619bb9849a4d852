import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginForm, RegisterForm } from "#shared/schemas/auth-form.ts";
import { requestJson } from "./http.ts";
import { sessionQuery } from "./session.ts";

/** Where the confirmation mail's link lands once the address is verified: the login form. */
const EMAIL_CONFIRMED_URL = "/auth";

/** POST /api/auth/sign-in/email, then re-reads the session so the guard sees the new user at once. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: LoginForm) =>
      requestJson<unknown>("/api/auth/sign-in/email", {
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
      requestJson<unknown>("/api/auth/sign-up/email", {
        method: "POST",
        body: {
          email: values.email,
          password: values.password,
          name: values.email.split("@")[0] ?? values.email,
          callbackURL: EMAIL_CONFIRMED_URL,
        },
      }),
  });
}
