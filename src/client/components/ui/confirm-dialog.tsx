import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog.tsx";

type ConfirmDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** What the dialog asks for besides yes or no (a reason, a new time). */
  children?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: string;
  /** `destructive` (the default) for what removes something; `primary` for a change that removes nothing. */
  confirmVariant?: "destructive" | "primary";
  confirmDisabled?: boolean;
  onConfirm: () => void;
  /** Called on every open and close, e.g. to reset what the dialog asks for when it opens. */
  onOpenChange?: (open: boolean) => void;
  className?: string;
};

/**
 * The one confirmation dialog: a trigger, a question, an optional field, and Cancel / confirm. Radix AlertDialog
 * traps focus, Escape and Cancel close it, and confirming closes it before `onConfirm` runs.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  confirmVariant = "destructive",
  confirmDisabled,
  onConfirm,
  onOpenChange,
  className,
}: ConfirmDialogProps) {
  return (
    <AlertDialog onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent className={className}>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction disabled={confirmDisabled} onClick={onConfirm} variant={confirmVariant}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
