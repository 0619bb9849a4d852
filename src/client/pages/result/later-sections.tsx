import { Children, type ReactNode, startTransition, useEffect, useState } from "react";
import { flushSync } from "react-dom";

/** Runs `task` when the browser is idle (or soon, where there is no requestIdleCallback); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(task, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 50);
  return () => clearTimeout(handle);
}

/**
 * The lower sections of the report, one at a time: the top of the report (heading, details, the savings
 * cards) paints in the first commit, then each child here mounts in its own idle-time commit, in order. Each
 * commit and the style/layout after it stay short on a slow phone instead of one long task for the whole report.
 * Children are appended below everything already shown, so nothing on screen moves. Printing (the print dialog
 * or print media) shows every section at once.
 */
export function LaterSections({ children }: { children: ReactNode }) {
  const sections = Children.toArray(children);
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (shown >= sections.length) return;
    return whenIdle(() => startTransition(() => setShown((count) => count + 1)));
  }, [shown, sections.length]);

  useEffect(() => {
    const showAll = () => flushSync(() => setShown(Number.POSITIVE_INFINITY));
    const print = window.matchMedia("print");
    const onPrintMedia = (event: MediaQueryListEvent) => {
      if (event.matches) showAll();
    };
    if (print.matches) setShown(Number.POSITIVE_INFINITY);
    window.addEventListener("beforeprint", showAll);
    print.addEventListener("change", onPrintMedia);
    return () => {
      window.removeEventListener("beforeprint", showAll);
      print.removeEventListener("change", onPrintMedia);
    };
  }, []);

  return sections.slice(0, shown);
}
