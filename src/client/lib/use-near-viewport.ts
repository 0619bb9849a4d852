import { type RefObject, useEffect, useState } from "react";
import { onSectionsRequested, wereSectionsRequested } from "./scroll-to-section.ts";

// Start fetching a lazy block a little before it scrolls into view.
const PRELOAD_MARGIN = "800px 0px";

/**
 * True once the element comes within `rootMargin` (default PRELOAD_MARGIN) of the viewport, or once an anchor jump asks every lazy
 * landing section to render (scroll-to-section.ts). Never turns back to false.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, rootMargin = PRELOAD_MARGIN): boolean {
  const [isNear, setNear] = useState(wereSectionsRequested);

  useEffect(() => {
    if (isNear) return;
    const unsubscribe = onSectionsRequested(() => setNear(true));
    const element = ref.current;
    if (!element) return unsubscribe;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      unsubscribe();
    };
  }, [isNear, ref, rootMargin]);

  return isNear;
}
