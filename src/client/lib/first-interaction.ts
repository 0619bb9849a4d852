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

/**
 * Calls `run` once, at the visitor's first interaction with the page. Returns the cleanup function (which also
 * cancels a call that has not happened yet).
 */
export function onFirstInteraction(run: () => void): () => void {
  let isDone = false;
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, handle, options);
  };
  function handle() {
    if (isDone) return;
    isDone = true;
    stop();
    run();
  }
  for (const type of INTERACTION_EVENTS) window.addEventListener(type, handle, options);
  return stop;
}
