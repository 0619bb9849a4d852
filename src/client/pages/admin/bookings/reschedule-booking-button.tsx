import { CalendarClock, MoveRight } from "lucide-react";
import { useState } from "react";
import { SlotPicker } from "#client/components/booking/slot-picker.tsx";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "#client/components/ui/alert-dialog.tsx";
import { Button } from "#client/components/ui/button.tsx";

/** Staff move a call to another free time: the visitor gets the new time, an updated invite and new links. */
export function RescheduleBookingButton({
  name,
  slotStart,
  disabled,
  onConfirm,
}: {
  name: string;
  slotStart: string;
  disabled: boolean;
  onConfirm: (slotStart: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [slot, setSlot] = useState<string | undefined>(undefined);
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setSlot(undefined);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={disabled}>
          <CalendarClock aria-hidden="true" />
          Reschedule
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent className="max-h-[90dvh] max-w-xl overflow-y-auto">
        <AlertDialogTitle>Reschedule the call with {name}</AlertDialogTitle>
        <AlertDialogDescription>
          Pick a free time. The visitor gets an email with the new time, an updated calendar invitation and
          new links to move or cancel it.
        </AlertDialogDescription>
        <SlotPicker value={slot} onChange={setSlot} initialSlot={slotStart} />
        <AlertDialogFooter>
          <AlertDialogCancel>Keep the time</AlertDialogCancel>
          <Button
            disabled={!slot}
            onClick={() => {
              if (!slot) return;
              setOpen(false);
              onConfirm(slot);
            }}
          >
            <MoveRight aria-hidden="true" />
            Move the call
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
