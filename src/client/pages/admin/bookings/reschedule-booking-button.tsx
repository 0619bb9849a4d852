import { CalendarClock, MoveRight } from "lucide-react";
import { useState } from "react";
import { SlotPicker } from "#client/components/booking/slot-picker.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";

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
  const [slot, setSlot] = useState<string | undefined>(undefined);
  return (
    <ConfirmDialog
      onOpenChange={(open) => (open ? setSlot(undefined) : undefined)}
      className="max-h-[90dvh] max-w-xl overflow-y-auto"
      trigger={
        <Button size="sm" variant="outline" disabled={disabled}>
          <CalendarClock aria-hidden="true" />
          Reschedule
        </Button>
      }
      title={`Reschedule the call with ${name}`}
      description="Pick a free time. The visitor gets an email with the new time, an updated calendar invitation and new links to move or cancel it."
      cancelLabel="Keep the time"
      confirmVariant="primary"
      confirmDisabled={!slot}
      confirmLabel={
        <>
          <MoveRight aria-hidden="true" />
          Move the call
        </>
      }
      onConfirm={() => {
        if (slot) onConfirm(slot);
      }}
    >
      <SlotPicker value={slot} onChange={setSlot} initialSlot={slotStart} />
    </ConfirmDialog>
  );
}
