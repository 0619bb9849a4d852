import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";

type ConfirmDeleteButtonProps = {
  /** Accessible name of the icon button, e.g. "Delete AWS". */
  label: string;
  title: string;
  description: ReactNode;
  disabled?: boolean;
  onConfirm: () => void;
};

/** A trash icon button that asks before deleting. */
export function ConfirmDeleteButton({
  label,
  title,
  description,
  disabled,
  onConfirm,
}: ConfirmDeleteButtonProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          title={label}
          disabled={disabled}
          className="size-9 text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={title}
      description={description}
      confirmLabel="Delete"
      onConfirm={onConfirm}
    />
  );
}
