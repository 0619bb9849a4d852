import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { type InlineRowMessages, inlineRowActions } from "./inline-row-actions.ts";
import { useErrorToast } from "./use-error-toast.ts";
import { useInlineRows } from "./use-inline-rows.ts";

export type EditableListMessages = InlineRowMessages & { loadFailed: string };

/**
 * The state of an admin list edited in place (providers, testimonials): the stored rows with the unsaved new ones
 * on top, one row in edit mode, and save/delete with their toasts (docs/product.md#behaviour "Admin rows").
 */
export function useEditableList<T extends { id: string }, V>(options: {
  query: UseQueryResult<T[], Error>;
  makeBlank: (id: string) => T;
  save: UseMutationResult<unknown, Error, { id: string | null; values: V }>;
  remove: UseMutationResult<unknown, Error, string>;
  messages: EditableListMessages;
}) {
  const { query, save, remove, messages } = options;
  useErrorToast(query.isError, messages.loadFailed);
  const rows = useInlineRows(options.makeBlank);
  const actions = inlineRowActions(rows, { save, remove }, messages);
  return {
    rows,
    allRows: [...rows.drafts, ...(query.data ?? [])],
    isPending: query.isPending,
    isSaving: save.isPending,
    /** A stored row being deleted right now (its controls wait). */
    isDeleting: (id: string) => remove.isPending && remove.variables === id,
    save: actions.save,
    remove: actions.remove,
  };
}

export type EditableList<T extends { id: string }, V> = ReturnType<typeof useEditableList<T, V>>;
