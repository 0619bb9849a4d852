import type { UseMutationResult } from "@tanstack/react-query";
import { errorMessage } from "#client/api/error-message.ts";
import { toast } from "#client/lib/toast.ts";
import { isTempId, type useInlineRows } from "./use-inline-rows.ts";

type InlineRows<T extends { id: string }> = ReturnType<typeof useInlineRows<T>>;

export type InlineRowMessages = {
  added: string;
  updated: string;
  saveFailed: string;
  deleted: string;
  deleteFailed: string;
};

/**
 * Save and delete for an inline-edited admin table (docs/product.md#behaviour "Admin rows", #messages toasts): a `temp-` row is inserted,
 * any other updated; a draft is deleted locally, a stored row on the server. The server's message is shown when
 * it has one.
 */
export function inlineRowActions<T extends { id: string }, V>(
  rows: InlineRows<T>,
  mutations: {
    save: UseMutationResult<unknown, Error, { id: string | null; values: V }>;
    remove: UseMutationResult<unknown, Error, string>;
  },
  messages: InlineRowMessages,
) {
  return {
    save(row: T, values: V) {
      const isNew = isTempId(row.id);
      mutations.save.mutate(
        { id: isNew ? null : row.id, values },
        {
          onSuccess: () => {
            toast.success(isNew ? messages.added : messages.updated);
            if (isNew) rows.removeDraft(row.id);
            else rows.stopEditing();
          },
          onError: (error) => toast.error(errorMessage(error, messages.saveFailed)),
        },
      );
    },
    remove(row: T) {
      if (isTempId(row.id)) return rows.removeDraft(row.id);
      mutations.remove.mutate(row.id, {
        onSuccess: () => {
          toast.success(messages.deleted);
          if (rows.editingId === row.id) rows.stopEditing();
        },
        onError: (error) => toast.error(errorMessage(error, messages.deleteFailed)),
      });
    },
  };
}
