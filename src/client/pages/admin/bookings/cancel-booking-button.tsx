import { CalendarX } from "lucide-react";
import { useId, useState } from "react";
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
import { Textarea } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";

const MAX_REASON = 500;

/** Asks before cancelling, with an optional reason: the visitor is told by email at once, reason included. */
export function CancelBookingButton({
  name,
  disabled,
  onConfirm,
}: {
  name: string;
  disabled: boolean;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState("");
  const id = useId();
  return (
    <AlertDialog onOpenChange={(open) => (open ? setReason("") : undefined)}>
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
        <div className="flex flex-col gap-2">
          <Label htmlFor={id}>Reason (optional, included in the visitor's email)</Label>
          <Textarea
            id={id}
            rows={3}
            maxLength={MAX_REASON}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep the call</AlertDialogCancel>
          <AlertDialogAction onClick={() => onConfirm(reason.trim())}>Cancel booking</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
