import { useLayoutEffect, useRef, useState } from "react";

/** docs/product.md#data: a new, unsaved admin row carries a temporary id starting with 'temp-'. */
export const TEMP_ID_PREFIX = "temp-";

export function isTempId(id: string): boolean {
  return id.startsWith(TEMP_ID_PREFIX);
}

function newTempId(): string {
  return `${TEMP_ID_PREFIX}${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Inline editing state for an admin table (docs/product.md#behaviour "Admin rows"): one row in edit mode at a time, and unsaved
 * new rows kept on top. Cancel only leaves edit mode, so an unsaved row stays until it is saved or discarded.
 */
export function useInlineRows<T extends { id: string }>(makeBlank: (id: string) => T) {
  const [drafts, setDrafts] = useState<T[]>([]);
  const [editingId, setEditingId] = useState<string | null>(null);
  const returnFocusTo = useRef<string | null>(null);

  // Leaving edit mode (Escape, cancel, save) unmounts the focused field: the focus goes back to the row's Edit
  // button (marked data-edit-button in the read row) instead of falling to the page.
  // In the commit itself: a later key press must find the focus already back.
  useLayoutEffect(() => {
    const id = returnFocusTo.current;
    if (editingId !== null || id === null) return;
    returnFocusTo.current = null;
    document.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(id)}"] [data-edit-button]`)?.focus();
  }, [editingId]);

  return {
    drafts,
    editingId,
    startEditing: (id: string) => setEditingId(id),
    stopEditing: () => {
      returnFocusTo.current = editingId;
      setEditingId(null);
    },
    addRow: () => {
      const id = newTempId();
      setDrafts((rows) => [makeBlank(id), ...rows]);
      setEditingId(id);
    },
    updateDraft: (id: string, patch: Partial<T>) =>
      setDrafts((rows) => rows.map((row) => (row.id === id ? { ...row, ...patch } : row))),
    removeDraft: (id: string) => {
      setDrafts((rows) => rows.filter((row) => row.id !== id));
      setEditingId((current) => (current === id ? null : current));
    },
  };
}
