import { useEffect, useRef } from "react";

// The element that last took the focus, anywhere on the page (one listener for every user of the hook).
let lastFocused: HTMLElement | null = null;
let isTracking = false;

function trackFocus(): void {
  if (isTracking || typeof document === "undefined") return;
  isTracking = true;
  document.addEventListener(
    "focusin",
    (event) => {
      if (event.target instanceof HTMLElement) lastFocused = event.target;
    },
    true,
  );
}

function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement;
}

/**
 * A control that is disabled while its work runs (a submit button, a fieldset, a switch that saves) drops the
 * focus to the page's body: the browser does not keep focus on a disabled element, and a keyboard user would
 * start again from the top of the page. When `isBusy` ends and nothing else took the focus meanwhile, the focus
 * goes back to the element that had it, if it is still on the page and enabled; else to `fallback()`, if given.
 */
export function useFocusBackAfter(isBusy: boolean, fallback?: () => HTMLElement | null | undefined): void {
  const wasBusy = useRef(false);
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  useEffect(trackFocus, []);
  useEffect(() => {
    if (isBusy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    const before = lastFocused;
    // After the other effects of this render: one of them may move the focus on purpose (a result's heading).
    const timer = window.setTimeout(() => {
      if (!focusIsLost()) return;
      const target =
        before?.isConnected && !before.matches(":disabled") ? before : (fallbackRef.current?.() ?? null);
      target?.focus({ preventScroll: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [isBusy]);
}
