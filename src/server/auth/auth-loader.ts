import type { Auth, AuthDeps } from "./auth.ts";

/** Better Auth, built on first use. */
export interface AuthLoader {
  get(): Promise<Auth>;
}

/**
 * Loading Better Auth takes about 0.6 s of CPU and, once built, holds 60-90 MB of resident memory (its modules,
 * the password-strength dictionaries, its schema indexes), and nothing needs it to answer the public pages or
 * /api/health. It is loaded on the first call that needs it (sign-in, an admin route, sign-up), so a server nobody
 * signs in to never carries it; the first staff request after a start waits for it once.
 */
export function createAuthLoader(deps: AuthDeps): AuthLoader {
  let loading: Promise<Auth> | null = null;
  return {
    get() {
      loading ??= import("./auth.ts").then(({ createAuth }) => createAuth(deps));
      loading.catch(() => {
        loading = null;
      });
      return loading;
    },
  };
}
