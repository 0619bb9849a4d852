import type { Auth, AuthDeps } from "./auth.ts";

/** Better Auth, built on first use. */
export interface AuthLoader {
  get(): Promise<Auth>;
}

/**
 * Loading Better Auth takes about 0.6 s of CPU, most of the server's start-up, and nothing needs it to answer the
 * public pages or /api/health. It is loaded on the first call that needs it (sign-in, an admin route); the server
 * also asks for it right after it starts listening, so a visitor rarely waits for it.
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
