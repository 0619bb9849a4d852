import { useQuery } from "@tanstack/react-query";
import { CalendarDays, SearchX } from "lucide-react";
import { useRef } from "react";
import {
  adminBookingsQuery,
  useCancelBookingAsStaff,
  useMoveBookingAsStaff,
  useUpdateBooking,
} from "#client/api/admin/inbox.ts";
import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { AdminLoading, EmptyState } from "#client/components/admin/admin-status.tsx";
import { buttonOfCardAt } from "#client/components/admin/card-focus.ts";
import { ListToolbar } from "#client/components/admin/list-toolbar.tsx";
import { Pagination } from "#client/components/admin/pagination.tsx";
import { useErrorToast } from "#client/components/admin/use-error-toast.ts";
import { useListFilter } from "#client/components/admin/use-list-filter.ts";
import { staffZoneLabel } from "#client/lib/staff-time.ts";
import { toast } from "#client/lib/toast.ts";
import { useFocusBackAfter } from "#client/lib/use-focus-back-after.ts";
import { BOOKING_FILTERS } from "#shared/schemas/admin-inbox.ts";
import { BookingCard } from "./booking-card.tsx";

const SHOWS = [
  { value: "upcoming", label: "Upcoming" },
  { value: "past", label: "Past" },
  { value: "cancelled", label: "Cancelled" },
  { value: "all", label: "All" },
] as const;

/** /admin/bookings: discovery calls (upcoming soonest first) in staff's own zone, with the attached analyses. */
export function Component() {
  const { filter, searchText, setSearchText, setPage, setShow } = useListFilter(BOOKING_FILTERS, "upcoming");
  const bookings = useQuery(adminBookingsQuery(filter));
  const update = useUpdateBooking();
  const cancel = useCancelBookingAsStaff();
  const move = useMoveBookingAsStaff();
  const listRef = useRef<HTMLDivElement>(null);
  const actedOn = useRef(0);
  const isBusy = update.isPending || cancel.isPending || move.isPending;
  useFocusBackAfter(isBusy, () => buttonOfCardAt(listRef.current, actedOn.current));
  useErrorToast(bookings.isError, "Failed to load bookings");
  const data = bookings.data;
  const onError = (title: string) => (error: Error) => toast.error(title, { description: error.message });

  return (
    <section aria-labelledby="admin-title">
      <AdminPageHeader
        title="Bookings"
        description={`Discovery calls. Times in your time zone, ${staffZoneLabel()}${data ? `; bookable hours are set in ${data.timezone}` : ""}.`}
      />
      <ListToolbar
        searchLabel="Search bookings"
        searchText={searchText}
        onSearchText={setSearchText}
        shows={SHOWS}
        show={filter.show}
        onShow={setShow}
      />
      {bookings.isPending ? (
        <AdminLoading>Loading bookings...</AdminLoading>
      ) : data && data.items.length > 0 ? (
        <div ref={listRef} aria-busy={bookings.isFetching} className="flex flex-col gap-3">
          {data.items.map((booking, index) => (
            <BookingCard
              key={booking.id}
              booking={booking}
              isBusy={isBusy}
              onUpdate={(change) => {
                actedOn.current = index;
                update.mutate(
                  { id: booking.id, ...change },
                  { onError: onError("Failed to update the booking") },
                );
              }}
              onMove={(slot_start) => {
                actedOn.current = index;
                move.mutate(
                  { id: booking.id, slot_start },
                  {
                    onSuccess: () =>
                      toast.success(`The call with ${booking.name} is moved; they have been emailed.`),
                    onError: onError("Failed to reschedule the booking"),
                  },
                );
              }}
              onCancel={(reason) => {
                actedOn.current = index;
                cancel.mutate(
                  { id: booking.id, reason },
                  {
                    onSuccess: () =>
                      toast.success(`The call with ${booking.name} is cancelled; they have been emailed.`),
                    onError: onError("Failed to cancel the booking"),
                  },
                );
              }}
            />
          ))}
          <Pagination page={data.page} pageSize={data.page_size} total={data.total} onPageChange={setPage} />
        </div>
      ) : filter.q ? (
        <EmptyState icon={SearchX} title="No matching bookings">
          Nothing matches “{filter.q}”.
        </EmptyState>
      ) : (
        <EmptyState
          icon={CalendarDays}
          title={filter.show === "upcoming" ? "No upcoming calls" : "No bookings"}
        >
          Calls booked through the contact section appear here.
        </EmptyState>
      )}
    </section>
  );
}
