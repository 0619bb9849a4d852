import { type RefObject, useEffect, useState } from "react";
import { onSectionsRequested, wereSectionsRequested } from "./scroll-to-section.ts";

/**
 * True once the element is on screen, or once the visitor's first interaction or an anchor jump asks every lazy
 * landing section to render (preload-sections.ts, scroll-to-section.ts). Blocks below the screen are not fetched
 * ahead by position: the first scroll already asks for all of them. Never turns back to false.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, rootMargin = "0px"): boolean {
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
