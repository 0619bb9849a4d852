// Where the app cannot hydrate the pre-rendered shell (a switch is off, so the first screen differs), it replaces its
// DOM (createRoot). A keyboard user may already have moved the focus into the shell (Tab to "Get Free Analysis"):
// without this, the focus would fall to the page. (Hydration keeps the shell's elements, and so the focus.)

function describe(element: Element): string {
  return [
    element.tagName,
    element.id,
    element.getAttribute("href") ?? "",
    element.getAttribute("aria-label") ?? "",
    element.textContent?.trim() ?? "",
  ].join("|");
}

/**
 * Follows which shell element has the focus until the app has rendered; the returned function, called right after
 * that first render, focuses the app's element that matches it (same tag, link target, label and text) without
 * scrolling.
 */
export function captureShellFocus(container: HTMLElement): () => void {
  let wanted: string | null = null;
  const remember = () => {
    const active = document.activeElement;
    wanted = active && active !== document.body && container.contains(active) ? describe(active) : null;
  };
  remember();
  container.addEventListener("focusin", remember);
  return () => {
    container.removeEventListener("focusin", remember);
    if (!wanted || (document.activeElement && document.activeElement !== document.body)) return;
    const match = [...container.querySelectorAll("a, button, input, [tabindex]")].find(
      (element) => describe(element) === wanted,
    );
    if (match instanceof HTMLElement) match.focus({ preventScroll: true });
  };
}
