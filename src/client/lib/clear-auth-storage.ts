import { THEME_STORAGE_KEY } from "#shared/limits.ts";

// docs/product.md#behaviour names the hosted backend's keys: its prefix plus 'auth-token' or 'session', and a legacy token key.
// Our session lives in an HTTP-only cookie, but a browser may still hold them from the old site.
const AUTH_KEY_PREFIXES = ["sb-", "better-auth"];
const AUTH_KEY_MARKERS = ["auth-token", "session"];
const LEGACY_TOKEN_KEY = "supabase.auth.token";
const KEPT_KEY_PREFIX = "vite-";

function listKeys(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null,
  );
}

function isAuthKey(key: string): boolean {
  if (key === LEGACY_TOKEN_KEY) return true;
  return (
    AUTH_KEY_PREFIXES.some((prefix) => key.startsWith(prefix)) &&
    AUTH_KEY_MARKERS.some((marker) => key.includes(marker))
  );
}

/**
 * Sign-out cleanup (docs/product.md#behaviour): stored auth tokens first, then all of sessionStorage, then every localStorage
 * entry except the theme and other `vite-` keys. Storage that throws (blocked by the browser) is skipped.
 */
export function clearAuthStorage(
  local: Storage = window.localStorage,
  session: Storage = window.sessionStorage,
) {
  try {
    for (const key of listKeys(local).filter(isAuthKey)) local.removeItem(key);
    session.clear();
    for (const key of listKeys(local)) {
      if (key !== THEME_STORAGE_KEY && !key.startsWith(KEPT_KEY_PREFIX)) local.removeItem(key);
    }
  } catch (error) {
    console.error("Could not clear browser storage during sign-out", error);
  }
}
