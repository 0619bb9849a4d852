import { useQuery } from "@tanstack/react-query";
import { CalendarCheck, MapPin } from "lucide-react";
import { bookingSlotsQuery } from "#client/api/bookings.ts";
import { AddToCalendar } from "#client/components/booking/add-to-calendar.tsx";
import { CallLocation } from "#client/components/booking/call-location.tsx";
import { formatSlotLong, localTimeZone } from "#client/lib/slot-format.ts";
import { SentNotice } from "./sent-notice.tsx";

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
  // Already in the cache from the slot list: the call's length and where it happens.
  const slots = useQuery(bookingSlotsQuery(null, 14));
  const minutes = slots.data?.slot_minutes ?? DEFAULT_SLOT_MINUTES;
  const slotEnd = new Date(new Date(slotStart).getTime() + minutes * 60_000).toISOString();
  const location = slots.data?.location ?? null;
  return (
    <SentNotice
      testId="booking-done"
      icon={CalendarCheck}
      heading="Your call is booked."
      extra={
        <>
          {location ? <CallLocation location={location} icon={MapPin} /> : null}
          <AddToCalendar invite={invite} slotStart={slotStart} slotEnd={slotEnd} location={location} />
        </>
      }
      againLabel="Book another call"
      onAgain={onAgain}
    >
      <strong>
        {formatSlotLong(new Date(slotStart), timeZone === localTimeZone() ? undefined : timeZone)}
      </strong>
      . We sent the invitation, with links to move or cancel the call, to <strong>{email}</strong>.
    </SentNotice>
  );
}
