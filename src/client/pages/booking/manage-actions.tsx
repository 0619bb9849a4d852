import { CalendarX, MoveRight } from "lucide-react";
import { useState } from "react";
import { useCancelBooking, useMoveBooking } from "#client/api/bookings.ts";
import { SlotPicker } from "#client/components/booking/slot-picker.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { formatSlotLong } from "#client/lib/slot-format.ts";
import { toast } from "#client/lib/toast.ts";

type ManageActionsProps = {
  token: string;
  /** The booked call's start: the slot list opens on its day. */
  bookedSlot: string;
  intent: "cancel" | "move";
  /** Bookings are switched off: the server refuses moves (cancelling still works). */
  canMove: boolean;
  onDone: (message: string) => void;
};

/** Cancel the call, or pick a new time for it. */
export function ManageActions({ token, bookedSlot, intent, canMove, onDone }: ManageActionsProps) {
  const cancel = useCancelBooking();
  const move = useMoveBooking();
  const [slot, setSlot] = useState<string | undefined>(undefined);
  const isBusy = cancel.isPending || move.isPending;

  const onError = (error: Error) => toast.error(error.message);
  const handleCancel = () =>
    cancel.mutate(token, {
      onSuccess: () => onDone("Your call is cancelled. We sent a confirmation by email."),
      onError,
    });
  const handleMove = () => {
    if (!slot) return;
    move.mutate(
      { token, slot_start: slot },
      {
        onSuccess: (moved) =>
          onDone(
            `Your call is moved to ${formatSlotLong(new Date(moved.slot_start))}. We sent the new invitation, with a new link, by email.`,
          ),
        onError: (error) => {
          setSlot(undefined);
          onError(error);
        },
      },
    );
  };

  const cancelButton = (
    <Button
      variant={intent === "cancel" ? "destructive" : "outline"}
      disabled={isBusy}
      onClick={handleCancel}
    >
      <CalendarX aria-hidden="true" />
      {cancel.isPending ? "Cancelling..." : "Cancel the call"}
    </Button>
  );

  if (!canMove) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="status">
          Bookings are paused at the moment, so the call cannot be moved to another time. You can still cancel
          it.
        </p>
        {cancelButton}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {intent === "cancel" ? (
        <div className="flex flex-col items-start gap-3">
          <p>Do you want to cancel this call? You can also pick another time below.</p>
          {cancelButton}
        </div>
      ) : null}
      <div className="flex flex-col gap-3">
        <h2 className="font-semibold text-lg">Move it to another time</h2>
        <SlotPicker value={slot} onChange={setSlot} disabled={isBusy} initialSlot={bookedSlot} />
        <Button className="self-start" disabled={!slot || isBusy} onClick={handleMove}>
          <MoveRight aria-hidden="true" />
          {move.isPending ? "Moving..." : "Move the call"}
        </Button>
      </div>
      {intent === "move" ? <div className="border-t pt-4">{cancelButton}</div> : null}
    </div>
  );
}
