import type { MouseEvent } from "react";

/** A plain left click on a link: not one that opens a new tab or window, or one already handled. */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
