import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates the pre-rendered shell (and in the build-time render itself), true from the render
 * right after it on, and always true in a page the app renders from scratch. What depends on the browser (the
 * stored theme, a lazily loaded part) renders as the shell did first, so hydration finds the same markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
