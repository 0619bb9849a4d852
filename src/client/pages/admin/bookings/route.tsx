import { useQuery } from "@tanstack/react-query";
import { CalendarDays } from "lucide-react";
import {
  adminBookingsQuery,
  useCancelBookingAsStaff,
  useMoveBookingAsStaff,
  useUpdateBooking,
} from "#client/api/admin/inbox.ts";
import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { EmptyState } from "#client/components/admin/admin-status.tsx";
import { useCardFocusBack } from "#client/components/admin/card-focus.ts";
import { InboxList } from "#client/components/admin/inbox-list.tsx";
import { useErrorToast } from "#client/components/admin/use-error-toast.ts";
import { useListFilter } from "#client/components/admin/use-list-filter.ts";
import { staffZoneLabel } from "#client/lib/staff-time.ts";
import { toast } from "#client/lib/toast.ts";
import { BOOKING_FILTERS } from "#shared/schemas/admin-inbox.ts";
import { BookingCard } from "./booking-card.tsx";

const SHOWS = [
  { value: "upcoming", label: "Upcoming" },
  { value: "past", label: "Past" },
  { value: "cancelled", label: "Cancelled" },
  { value: "all", label: "All" },
] as const;

const failedToast = (title: string) => (error: Error) => toast.error(title, { description: error.message });

/** Moving or cancelling a call mails the visitor: the toast says so, or why it failed. */
function visitorMailedToasts(name: string, done: string, failed: string) {
  return {
    onSuccess: () => toast.success(`The call with ${name} is ${done}; they have been emailed.`),
    onError: failedToast(failed),
  };
}

/** /admin/bookings: discovery calls (upcoming soonest first) in staff's own zone, with the attached analyses. */
export function Component() {
  const listFilter = useListFilter(BOOKING_FILTERS, "upcoming");
  const { filter } = listFilter;
  const bookings = useQuery(adminBookingsQuery(filter));
  const update = useUpdateBooking();
  const cancel = useCancelBookingAsStaff();
  const move = useMoveBookingAsStaff();
  const isBusy = update.isPending || cancel.isPending || move.isPending;
  const { listRef, actedOn } = useCardFocusBack(isBusy);
  useErrorToast(bookings.isError, "Failed to load bookings");
  const data = bookings.data;

  return (
    <section aria-labelledby="admin-title">
      <AdminPageHeader
        title="Bookings"
        description={`Discovery calls. Times in your time zone, ${staffZoneLabel()}${data ? `; bookable hours are set in ${data.timezone}` : ""}.`}
      />
      <InboxList
        noun="bookings"
        shows={SHOWS}
        listFilter={listFilter}
        query={bookings}
        listRef={listRef}
        empty={
          <EmptyState
            icon={CalendarDays}
            title={filter.show === "upcoming" ? "No upcoming calls" : "No bookings"}
          >
            Calls booked through the contact section appear here.
          </EmptyState>
        }
        renderCard={(booking, index) => (
          <BookingCard
            key={booking.id}
            booking={booking}
            isBusy={isBusy}
            onUpdate={(change) => {
              actedOn(index);
              update.mutate(
                { id: booking.id, ...change },
                { onError: failedToast("Failed to update the booking") },
              );
            }}
            onMove={(slot_start) => {
              actedOn(index);
              move.mutate(
                { id: booking.id, slot_start },
                visitorMailedToasts(booking.name, "moved", "Failed to reschedule the booking"),
              );
            }}
            onCancel={(reason) => {
              actedOn(index);
              cancel.mutate(
                { id: booking.id, reason },
                visitorMailedToasts(booking.name, "cancelled", "Failed to cancel the booking"),
              );
            }}
          />
        )}
      />
    </section>
  );
}
