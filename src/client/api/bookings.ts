import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  BookingCreatedSchema,
  BookingMovedSchema,
  type BookingRequestInput,
  BookingSlotsSchema,
  ManagedBookingSchema,
} from "#shared/schemas/booking-request.ts";
import { FormAcceptedSchema } from "#shared/schemas/visitor-fields.ts";
import { requestJson } from "./http.ts";
import { manageHeaders } from "./results.ts";

export const BOOKING_SLOTS_KEY = ["booking-slots"] as const;

/** Free slots for `days` days from `from` (a date in the team's zone; omitted = today there). */
export function bookingSlotsQuery(from: string | null, days: number) {
  const search = new URLSearchParams({ days: String(days), ...(from ? { from } : {}) });
  return queryOptions({
    queryKey: [...BOOKING_SLOTS_KEY, from, days],
    queryFn: ({ signal }) => requestJson(`/api/bookings/slots?${search}`, BookingSlotsSchema, { signal }),
    staleTime: 30_000,
  });
}

/** Books a slot; afterwards (taken or not) the slot lists are refreshed. */
export function useBookCall() {
  const queryClient = useQueryClient();
  return useMutation({
    // An attached analysis travels with its manage token: the server attaches a result only for its owner.
    mutationFn: (body: BookingRequestInput) =>
      requestJson("/api/bookings", BookingCreatedSchema, {
        method: "POST",
        body,
        headers: body.result_id ? manageHeaders(body.result_id) : {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOOKING_SLOTS_KEY }),
  });
}

export function managedBookingQuery(token: string) {
  return queryOptions({
    queryKey: ["managed-booking", token],
    queryFn: ({ signal }) =>
      requestJson(`/api/bookings/manage?token=${encodeURIComponent(token)}`, ManagedBookingSchema, {
        signal,
      }),
    retry: false,
  });
}

export function useCancelBooking() {
  return useMutation({
    mutationFn: (token: string) =>
      requestJson("/api/bookings/cancel", FormAcceptedSchema, { method: "POST", body: { token } }),
  });
}

export function useMoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; slot_start: string }) =>
      requestJson("/api/bookings/move", BookingMovedSchema, { method: "POST", body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOOKING_SLOTS_KEY }),
  });
}
