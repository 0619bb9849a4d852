import { useMutation } from "@tanstack/react-query";
import type { BookingRequest } from "#shared/schemas/booking-request.ts";
import type { ContactRequest } from "#shared/schemas/contact-request.ts";
import { requestJson } from "./http.ts";

type Ok = { ok: true };

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactRequest) => requestJson<Ok>("/api/contact", { method: "POST", body }),
  });
}

export function useRequestBooking() {
  return useMutation({
    mutationFn: (body: BookingRequest) => requestJson<Ok>("/api/bookings", { method: "POST", body }),
  });
}
