import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { ConfirmDeleteButton } from "./confirm-delete-button.tsx";
import { IconAction } from "./icon-action.tsx";

/**
 * Edit and Delete of a row in read mode (after any actions of its own). The Edit button is where the focus
 * returns when the row leaves edit mode (data-edit-button). A new row not saved yet is discarded, not deleted.
 */
export function ReadRowActions({
  name,
  noun,
  isDraft,
  isBusy,
  onEdit,
  onDelete,
  deleteTitle,
  deleteDescription,
  children,
}: {
  name: string;
  /** What a row is ("provider"), in the discard question. */
  noun: string;
  isDraft: boolean;
  isBusy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** The delete question and its consequence for a saved row. */
  deleteTitle: string;
  deleteDescription: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex justify-end gap-1">
      {children}
      <IconAction
        icon={Pencil}
        label={`Edit ${name}`}
        disabled={isBusy}
        onClick={onEdit}
        data-edit-button=""
      />
      <ConfirmDeleteButton
        label={`Delete ${name}`}
        title={isDraft ? `Discard this new ${noun}?` : deleteTitle}
        description={isDraft ? `This ${noun} has not been saved yet.` : deleteDescription}
        disabled={isBusy}
        onConfirm={onDelete}
      />
    </div>
  );
}

/** A row's name, in italics when it has none yet, and marked "Unsaved" while it is a new row not saved. */
export function RowName({
  name,
  placeholder,
  isDraft,
  badgeBelow = false,
}: {
  name: string;
  placeholder: string;
  isDraft: boolean;
  /** The badge on its own line (a narrow column) instead of beside the name. */
  badgeBelow?: boolean;
}) {
  return (
    <>
      {/* A name of one long word (no spaces) wraps anywhere instead of widening the list. */}
      <span className={name ? "wrap-anywhere" : "text-muted-foreground italic"}>{name || placeholder}</span>
      {isDraft ? (
        <span
          className={
            badgeBelow
              ? "mt-1 block w-fit rounded-full bg-muted px-2 py-0.5 font-normal text-muted-foreground text-xs"
              : "ml-2 rounded-full bg-muted px-2 py-0.5 font-normal text-muted-foreground text-xs"
          }
        >
          Unsaved
        </span>
      ) : null}
    </>
  );
}
