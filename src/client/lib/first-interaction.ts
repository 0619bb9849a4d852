// What counts as the visitor starting to use the page: a key, a tap or click, the mouse moving, a touch, a wheel
// turn or a scroll, or the focus moving into the page (a screen reader's cursor does that).
const INTERACTION_EVENTS = [
  "keydown",
  "pointerdown",
  "pointermove",
  "touchstart",
  "wheel",
  "scroll",
  "focusin",
] as const;

let hasInteracted = false;
let isWatching = false;
const waiting = new Set<() => void>();

/**
 * Starts noticing the visitor's first interaction. The entry script calls it before the app loads, so a key
 * pressed on the pre-rendered page (before any component could listen) still counts.
 */
export function watchFirstInteraction(): void {
  if (isWatching || hasInteracted) return;
  isWatching = true;
  const options = { capture: true, passive: true } as const;
  function handle() {
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, handle, options);
    hasInteracted = true;
    isWatching = false;
    const runs = [...waiting];
    waiting.clear();
    for (const run of runs) run();
  }
  for (const type of INTERACTION_EVENTS) window.addEventListener(type, handle, options);
}

/**
 * Calls `run` once, at the visitor's first interaction with the page, or at once when it has already happened.
 * Returns the cleanup function (which also cancels a call that has not happened yet).
 */
export function onFirstInteraction(run: () => void): () => void {
  if (hasInteracted) {
    run();
    return () => {};
  }
  watchFirstInteraction();
  waiting.add(run);
  return () => {
    waiting.delete(run);
  };
}
