import { CalendarX } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
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
    <ConfirmDialog
      onOpenChange={(open) => (open ? setReason("") : undefined)}
      trigger={
        <Button
          size="sm"
          variant="outline"
          disabled={disabled}
          className="text-destructive hover:bg-destructive/10"
        >
          <CalendarX aria-hidden="true" />
          Cancel booking
        </Button>
      }
      title={`Cancel the call with ${name}?`}
      description="The visitor gets an email that the call is cancelled, with a calendar update, and the time becomes free."
      cancelLabel="Keep the call"
      confirmLabel="Cancel booking"
      onConfirm={() => onConfirm(reason.trim())}
    >
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
    </ConfirmDialog>
  );
}
