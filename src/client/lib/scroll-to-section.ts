export const SECTION_IDS = ["calculator", "testimonials", "features", "pricing", "contact-section"] as const;
export type SectionId = (typeof SECTION_IDS)[number];

const LAZY_FALLBACK_SELECTOR = "[data-lazy-fallback]";
const WAIT_FOR_SECTIONS_MS = 2000;

type Listener = () => void;
const listeners = new Set<Listener>();
let areSectionsRequested = false;

/** Lazy sections subscribe here so an anchor jump can make them all render before it scrolls. */
export function onSectionsRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function wereSectionsRequested(): boolean {
  return areSectionsRequested;
}

export function requestAllSections(): void {
  areSectionsRequested = true;
  for (const listener of listeners) listener();
}

export function isSectionId(value: string): value is SectionId {
  return (SECTION_IDS as readonly string[]).includes(value);
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Resolves once no lazy section shows its fallback any more (or after a time limit). */
async function waitForLazySections(): Promise<void> {
  const deadline = performance.now() + WAIT_FOR_SECTIONS_MS;
  while (document.querySelector(LAZY_FALLBACK_SELECTOR) && performance.now() < deadline) await nextFrame();
  await nextFrame();
}

/**
 * Smooth-scrolls to a landing section. Renders the lazily loaded sections first, so the target does not move
 * while the page scrolls.
 */
export async function scrollToSection(id: SectionId): Promise<void> {
  requestAllSections();
  await waitForLazySections();
  const target = document.getElementById(id);
  if (!target) return;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  if (window.location.hash !== `#${id}`) history.replaceState(history.state, "", `#${id}`);
}
