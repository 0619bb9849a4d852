import type { KeyboardEvent } from "react";

/**
 * Keys of a row in edit mode: Enter saves (in a text area only with Ctrl/⌘, so it can still hold line breaks)
 * and Escape cancels.
 */
export function editRowKeyHandler(save: () => void, cancel: () => void) {
  return (event: KeyboardEvent) => {
    const isTextarea = event.target instanceof HTMLTextAreaElement;
    if (event.key === "Enter" && (!isTextarea || event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      save();
    } else if (event.key === "Escape") {
      cancel();
    }
  };
}
