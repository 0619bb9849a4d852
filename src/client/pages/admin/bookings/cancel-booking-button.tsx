import { CalendarX } from "lucide-react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "#client/components/ui/alert-dialog.tsx";
import { Button } from "#client/components/ui/button.tsx";

/** Asks before cancelling: the visitor is told by email at once. */
export function CancelBookingButton({
  name,
  disabled,
  onConfirm,
}: {
  name: string;
  disabled: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          disabled={disabled}
          className="text-destructive hover:bg-destructive/10"
        >
          <CalendarX aria-hidden="true" />
          Cancel booking
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Cancel the call with {name}?</AlertDialogTitle>
        <AlertDialogDescription>
          The visitor gets an email that the call is cancelled, with a calendar update, and the time becomes
          free.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep the call</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Cancel booking</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
