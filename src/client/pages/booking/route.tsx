import { useQuery } from "@tanstack/react-query";
import { CalendarDays, MapPin } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { managedBookingQuery } from "#client/api/bookings.ts";
import { usePublicSwitches } from "#client/api/settings.ts";
import { AddToCalendar } from "#client/components/booking/add-to-calendar.tsx";
import { CallLocation } from "#client/components/booking/call-location.tsx";
import { buttonClasses } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#client/components/ui/card.tsx";
import { site } from "#client/content/site.ts";
import { formatSlotLong } from "#client/lib/slot-format.ts";
import { ManageActions } from "./manage-actions.tsx";

/**
 * /bookings/manage?token=: the page the visitor's cancel / move links open. Opening it changes nothing (mail
 * scanners follow links); cancelling or moving takes a click here.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const booking = useQuery({ ...managedBookingQuery(token), enabled: token !== "" });
  const [done, setDone] = useState<string | null>(null);
  const { bookings: canMove } = usePublicSwitches();

  return (
    <section
      aria-labelledby="manage-title"
      className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12 sm:px-6 sm:py-16"
    >
      <title>{`Your discovery call – ${site.companyName}`}</title>
      <Card>
        <CardHeader>
          <h1 id="manage-title" className="flex items-center gap-2 font-bold text-2xl tracking-tight">
            <CalendarDays aria-hidden="true" className="size-6 text-primary" />
            Your discovery call
          </h1>
          {booking.data && !done ? (
            <CardDescription data-testid="managed-slot">
              {formatSlotLong(new Date(booking.data.slot_start))}
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {done ? (
            <p role="status">{done}</p>
          ) : token === "" ? (
            <p role="alert">This link is incomplete. Please open the link from your confirmation email.</p>
          ) : booking.isPending ? (
            <p>Loading your booking...</p>
          ) : booking.isError ? (
            <p role="alert">{booking.error.message}</p>
          ) : (
            <>
              {booking.data.location ? <CallLocation location={booking.data.location} icon={MapPin} /> : null}
              <AddToCalendar
                invite={booking.data.invite}
                slotStart={booking.data.slot_start}
                slotEnd={booking.data.slot_end}
                location={booking.data.location}
              />
              <ManageActions
                bookedSlot={booking.data.slot_start}
                token={token}
                intent={params.get("action") === "cancel" ? "cancel" : "move"}
                canMove={canMove}
                onDone={setDone}
              />
            </>
          )}
          <Link to="/" className={`${buttonClasses("outline", "md")} self-start`}>
            Back to the home page
          </Link>
        </CardContent>
      </Card>
    </section>
  );
}
