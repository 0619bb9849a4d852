import { CalendarCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { formatSlotLong } from "#client/lib/slot-format.ts";

/** After booking: the time in the visitor's zone, where the invite went, and a way to book another. */
export function BookingDone({
  slotStart,
  email,
  onAgain,
}: {
  slotStart: string;
  email: string;
  onAgain: () => void;
}) {
  const headingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col items-start gap-4 py-4" data-testid="booking-done">
      <span className="flex size-11 items-center justify-center rounded-xl bg-primary text-primary-foreground">
        <CalendarCheck aria-hidden="true" className="size-5" />
      </span>
      <p ref={headingRef} tabIndex={-1} className="font-semibold text-lg focus:outline-none">
        Your call is booked.
      </p>
      <p className="text-pretty">
        <strong>{formatSlotLong(new Date(slotStart))}</strong>. We sent the invitation, with links to move or
        cancel the call, to <strong>{email}</strong>.
      </p>
      <Button variant="outline" onClick={onAgain}>
        Book another call
      </Button>
    </div>
  );
}
