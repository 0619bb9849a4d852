import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { sessionQuery } from "#client/api/session.ts";
import { clearAuthStorage } from "#client/lib/clear-auth-storage.ts";
import { SIGN_OUT_MUTATION_KEY } from "#client/lib/sign-out-state.ts";
import { SIGN_OUT_FAILURE_REDIRECT_MS, SIGN_OUT_REDIRECT_MS } from "#shared/limits.ts";

/** docs/product.md#messages: these answers mean there was no session left to end, which is what signing out wants anyway. */
const TOLERATED_STATUSES = new Set([401, 403, 404]);

/** Ends the session on the server. Never throws: a failure is logged and the local cleanup goes on (docs/product.md#behaviour). */
async function signOutOnServer(): Promise<boolean> {
  try {
    const response = await fetch("/api/auth/sign-out", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: "{}",
    });
    if (response.ok || TOLERATED_STATUSES.has(response.status)) return true;
    console.error(`Sign-out failed on the server (${response.status})`);
  } catch (error) {
    console.error("Sign-out request failed", error);
  }
  return false;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

/**
 * The docs/product.md#behaviour sign-out sequence: forget the user at once, end the server session (failure ignored), clear the
 * stored auth keys and browser storage (keeping the theme and `vite-` keys), then go to /auth after 500 ms, or
 * 100 ms when the server call failed. Pending from the click until the redirect, so the button stays disabled.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: SIGN_OUT_MUTATION_KEY,
    mutationFn: async () => {
      await queryClient.cancelQueries();
      queryClient.setQueryData(sessionQuery().queryKey, null);
      const isSignedOut = await signOutOnServer();
      clearAuthStorage();
      await wait(isSignedOut ? SIGN_OUT_REDIRECT_MS : SIGN_OUT_FAILURE_REDIRECT_MS);
      await navigate("/auth", { replace: true });
      queryClient.removeQueries({ queryKey: ["admin"] });
    },
  });
}
