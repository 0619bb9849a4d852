import { useIsMutating } from "@tanstack/react-query";

export const SIGN_OUT_MUTATION_KEY = ["auth", "sign-out"] as const;

/** True from the Sign Out click until the redirect to /auth (docs/product.md#behaviour: the guard holds 'Loading...' meanwhile). */
export function useIsSigningOut(): boolean {
  return useIsMutating({ mutationKey: SIGN_OUT_MUTATION_KEY }) > 0;
}
