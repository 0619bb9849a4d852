export const SECTION_IDS = ["calculator", "testimonials", "features", "pricing", "contact-section"] as const;
export type SectionId = (typeof SECTION_IDS)[number];

const LAZY_FALLBACK_SELECTOR = "[data-lazy-fallback]";
const REALIGN_WITHIN_MS = 4000;

type Listener = () => void;
const listeners = new Set<Listener>();
let areSectionsRequested = false;

/** Lazy sections subscribe here so an anchor jump (or the idle preload) can make them all render. */
export function onSectionsRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function wereSectionsRequested(): boolean {
  return areSectionsRequested;
}

export function requestAllSections(): void {
  if (areSectionsRequested) return;
  areSectionsRequested = true;
  for (const listener of listeners) listener();
}

export function isSectionId(value: string): value is SectionId {
  return (SECTION_IDS as readonly string[]).includes(value);
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Keeps the target where the jump put it while the lazy sections above it arrive: their placeholders reserve
 * about their height, but not to the pixel.
 */
async function keepAlignedWhileSectionsLoad(target: HTMLElement): Promise<void> {
  const deadline = performance.now() + REALIGN_WITHIN_MS;
  let lastY = Number.NaN;
  let stillFrames = 0;
  // Until the sections have arrived and the (smooth) scroll has come to rest.
  while (performance.now() < deadline) {
    await nextFrame();
    stillFrames = window.scrollY === lastY ? stillFrames + 1 : 0;
    lastY = window.scrollY;
    if (stillFrames >= 3 && !document.querySelector(LAZY_FALLBACK_SELECTOR)) break;
  }
  const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const offset = target.getBoundingClientRect().top - margin;
  // Only when the visitor has not scrolled away since (then the offset is large).
  if (Math.abs(offset) > 2 && Math.abs(offset) < 400) window.scrollBy({ top: offset, behavior: "instant" });
}

/**
 * Scrolls to a landing section at once (its placeholder holds its place while its code loads) and moves the
 * keyboard focus there, so Tab continues inside the section instead of in the header or hero.
 */
export function scrollToSection(id: SectionId): void {
  requestAllSections();
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
  if (window.location.hash !== `#${id}`) history.replaceState(history.state, "", `#${id}`);
  if (document.querySelector(LAZY_FALLBACK_SELECTOR)) void keepAlignedWhileSectionsLoad(target);
}
