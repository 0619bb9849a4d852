import { CalendarClock, Globe, Mail } from "lucide-react";
import { HandledButton, KeepButton, LeadCard, LeadWho } from "#client/components/admin/lead-card.tsx";
import { buttonClasses } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/cn.ts";
import { formatSlotLong } from "#client/lib/slot-format.ts";
import { formatStaffTime } from "#client/lib/staff-time.ts";
import type { AdminBooking } from "#shared/schemas/admin-inbox.ts";
import { AnalysisFiguresBox } from "./analysis-figures-box.tsx";
import { CancelBookingButton } from "./cancel-booking-button.tsx";
import { RescheduleBookingButton } from "./reschedule-booking-button.tsx";

type BookingCardProps = {
  booking: AdminBooking;
  isBusy: boolean;
  onUpdate: (change: { handled?: boolean; keep?: boolean }) => void;
  onCancel: (reason: string) => void;
  onMove: (slotStart: string) => void;
};

function StatusBadge({ booking }: { booking: AdminBooking }) {
  const label = booking.status === "cancelled" ? "Cancelled" : booking.handled_at ? "Handled" : "Confirmed";
  return (
    <span
      className={cn(
        "rounded-full px-2 py-0.5 font-medium text-xs",
        label === "Cancelled" && "bg-destructive/10 text-red-800 dark:text-red-300",
        label === "Handled" && "bg-muted text-muted-foreground",
        label === "Confirmed" && "bg-primary/10 text-primary",
      )}
    >
      {label}
    </span>
  );
}

/** One discovery call: when (in staff's zone), who, the note, the attached analysis, and staff's actions. */
export function BookingCard({ booking, isBusy, onUpdate, onCancel, onMove }: BookingCardProps) {
  const isCancelled = booking.status === "cancelled";
  const isHandled = booking.handled_at !== null;
  return (
    <LeadCard headingId={`booking-${booking.id}`} testId="booking-card" muted={isCancelled}>
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="flex items-center gap-2 font-semibold text-primary">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
            <time dateTime={booking.slot_start} className={cn(isCancelled && "line-through")}>
              {formatSlotLong(new Date(booking.slot_start))}
            </time>
          </p>
          <LeadWho
            headingId={`booking-${booking.id}`}
            name={booking.name}
            company={booking.company}
            email={booking.email}
            spaced
          />
        </div>
        <div className="flex flex-col items-start gap-1 text-muted-foreground text-xs sm:items-end">
          <StatusBadge booking={booking} />
          <span>Booked {formatStaffTime(booking.created_at)}</span>
          {booking.visitor_time_zone ? (
            <span className="flex items-center gap-1">
              <Globe aria-hidden="true" className="size-3" />
              Visitor in {booking.visitor_time_zone}
            </span>
          ) : null}
        </div>
      </header>
      {booking.note ? (
        <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">{booking.note}</p>
      ) : null}
      {booking.cancel_reason ? (
        <p className="break-words text-muted-foreground text-sm" data-testid="cancel-reason">
          Cancelled by staff: {booking.cancel_reason}
        </p>
      ) : null}
      {booking.analysis ? <AnalysisFiguresBox analysis={booking.analysis} /> : null}
      <footer className="flex flex-wrap gap-2 border-t pt-3">
        <HandledButton
          handled={isHandled}
          disabled={isBusy}
          onToggle={() => onUpdate({ handled: !isHandled })}
        />
        <a href={`mailto:${booking.email}`} className={buttonClasses("outline", "sm")}>
          <Mail aria-hidden="true" />
          Email
        </a>
        {isCancelled ? null : (
          <>
            <RescheduleBookingButton
              name={booking.name}
              slotStart={booking.slot_start}
              disabled={isBusy}
              onConfirm={onMove}
            />
            <CancelBookingButton name={booking.name} disabled={isBusy} onConfirm={onCancel} />
          </>
        )}
        <KeepButton
          kept={booking.keep}
          what="bookings"
          disabled={isBusy}
          onToggle={() => onUpdate({ keep: !booking.keep })}
        />
      </footer>
    </LeadCard>
  );
}
