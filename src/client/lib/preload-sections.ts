import { requestAllSections } from "./scroll-to-section.ts";

// Long enough for the first screen's own work to finish first; short enough that a visitor who starts with the
// keyboard or scrolls finds every section (form, pricing, contact) already on the page (no "absent until near").
const IDLE_TIMEOUT_MS = 1500;

/**
 * Renders every lazy landing section once the browser is idle after the app has started, or at once on the first
 * Tab press. Returns the cleanup function.
 */
export function preloadSectionsWhenIdle(): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Tab") requestAllSections();
  };
  window.addEventListener("keydown", onKey, { capture: true });
  const idle = "requestIdleCallback" in window;
  const handle = idle
    ? window.requestIdleCallback(requestAllSections, { timeout: IDLE_TIMEOUT_MS })
    : window.setTimeout(requestAllSections, 300);
  return () => {
    window.removeEventListener("keydown", onKey, { capture: true });
    if (idle) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}
