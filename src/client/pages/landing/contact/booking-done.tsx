import { useQuery } from "@tanstack/react-query";
import { CalendarCheck, MapPin } from "lucide-react";
import { useEffect, useRef } from "react";
import { bookingSlotsQuery } from "#client/api/bookings.ts";
import { AddToCalendar } from "#client/components/booking/add-to-calendar.tsx";
import { CallLocation } from "#client/components/booking/call-location.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { formatSlotLong, localTimeZone } from "#client/lib/slot-format.ts";

const DEFAULT_SLOT_MINUTES = 30;

/** After booking: the time in the chosen zone, where the call happens, "Add to calendar", and a way to book another. */
export function BookingDone({
  invite,
  slotStart,
  email,
  timeZone,
  onAgain,
}: {
  /** The invitation the confirmation mail carries. */
  invite: string;
  slotStart: string;
  email: string;
  timeZone: string;
  onAgain: () => void;
}) {
  const headingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  // Already in the cache from the slot list: the call's length and where it happens.
  const slots = useQuery(bookingSlotsQuery(null, 14));
  const minutes = slots.data?.slot_minutes ?? DEFAULT_SLOT_MINUTES;
  const slotEnd = new Date(new Date(slotStart).getTime() + minutes * 60_000).toISOString();
  const location = slots.data?.location ?? null;
  return (
    <div className="flex flex-col items-start gap-4 py-4" data-testid="booking-done">
      <div role="status" className="flex flex-col items-start gap-4">
        <span className="flex size-11 items-center justify-center rounded-xl bg-primary text-primary-foreground">
          <CalendarCheck aria-hidden="true" className="size-5" />
        </span>
        <p ref={headingRef} tabIndex={-1} className="font-semibold text-lg focus:outline-none">
          Your call is booked.
        </p>
        <p className="text-pretty">
          <strong>
            {formatSlotLong(new Date(slotStart), timeZone === localTimeZone() ? undefined : timeZone)}
          </strong>
          . We sent the invitation, with links to move or cancel the call, to <strong>{email}</strong>.
        </p>
      </div>
      {location ? <CallLocation location={location} icon={MapPin} /> : null}
      <AddToCalendar invite={invite} slotStart={slotStart} slotEnd={slotEnd} location={location} />
      <Button variant="outline" onClick={onAgain}>
        Book another call
      </Button>
    </div>
  );
}
