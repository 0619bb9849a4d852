import { useSyncExternalStore } from "react";

/**
 * Manage tokens of the analyses run in this browser: the link alone only reads a result; correcting
 * or deleting it needs the token the server handed over when the analysis was created. Kept in localStorage,
 * keyed by result id, so it outlives the tab; never put in a shared link. The one exception is the manage link
 * mailed to the analysis's own address (`/results/:id#manage=TOKEN`): the page keeps the token and takes it out of
 * the address bar at once.
 */
const PREFIX = "cbc-manage-token:";
const keyOf = (resultId: string) => `${PREFIX}${resultId.toLowerCase()}`;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage blocked (some private modes): the browser simply holds no tokens.
    return null;
  }
}

export function manageTokenFor(resultId: string): string | null {
  return storage()?.getItem(keyOf(resultId)) ?? null;
}

export function saveManageToken(resultId: string, token: string): void {
  try {
    storage()?.setItem(keyOf(resultId), token);
  } catch {
    // Quota or blocked storage: the result still opens, without its correct/delete controls.
  }
  for (const listener of listeners) listener();
}

const MANAGE_FRAGMENT = /^#manage=([A-Za-z0-9_-]{43})$/;

/**
 * A mailed manage link opened in this browser: keeps its token for the result and removes it from the address (so
 * copying the address shares the read-only link). Returns whether there was one.
 */
export function keepTokenFromLocation(resultId: string): boolean {
  if (typeof window === "undefined") return false;
  const match = MANAGE_FRAGMENT.exec(window.location.hash);
  if (!match?.[1]) return false;
  saveManageToken(resultId, match[1]);
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${search}`);
  return true;
}

export function forgetManageToken(resultId: string): void {
  storage()?.removeItem(keyOf(resultId));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** Whether this browser may correct or delete the result (it holds its manage token). */
export function useHasManageToken(resultId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => manageTokenFor(resultId) !== null,
    () => false,
  );
}
