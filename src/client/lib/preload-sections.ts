import { onFirstInteraction } from "./first-interaction.ts";
import { requestAllSections } from "./scroll-to-section.ts";

/**
 * Renders every lazy landing section at the visitor's first interaction (a key such as Tab, a tap, a scroll, the
 * focus moving in): a keyboard or screen-reader user finds every section (form, pricing, contact) on the page
 * before reaching it, and a visit that only reads the first screen downloads none of their code (initial
 * JavaScript before any interaction). Returns the cleanup function.
 */
export function preloadSectionsOnInteraction(): () => void {
  return onFirstInteraction(requestAllSections);
}
