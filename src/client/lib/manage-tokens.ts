import { useSyncExternalStore } from "react";

/**
 * Manage tokens of the analyses run in this browser: the link alone only reads a result; correcting
 * or deleting it needs the token the server handed over when the analysis was created. Kept in localStorage,
 * keyed by result id, so it outlives the tab; never put in a link.
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
