import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMIN_INBOX_PAGE_SIZE } from "#shared/limits.ts";
import {
  AdminBookingSchema,
  AdminBookingsPageSchema,
  AdminMessageSchema,
  AdminMessagesPageSchema,
  type InboxItemUpdate,
} from "#shared/schemas/admin-inbox.ts";
import { requestAdminJson } from "./admin-request.ts";

export type InboxFilter = { q: string; page: number; show: string };

const MESSAGES_KEY = ["admin", "messages"] as const;
const BOOKINGS_KEY = ["admin", "bookings"] as const;

function toSearch(params: Record<string, string | number>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== "") search.set(key, String(value));
  return `?${search}`;
}

/** GET /api/admin/messages: newest first, one page, filtered by text and open / handled. */
export function adminMessagesQuery({ q, page, show }: InboxFilter) {
  return queryOptions({
    queryKey: [...MESSAGES_KEY, { q, page, show }],
    queryFn: ({ signal }) =>
      requestAdminJson(
        `/api/admin/messages${toSearch({ q, page, status: show, page_size: ADMIN_INBOX_PAGE_SIZE })}`,
        AdminMessagesPageSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/bookings: upcoming soonest first, else newest first; with the attached analysis's figures. */
export function adminBookingsQuery({ q, page, show }: InboxFilter) {
  return queryOptions({
    queryKey: [...BOOKINGS_KEY, { q, page, show }],
    queryFn: ({ signal }) =>
      requestAdminJson(
        `/api/admin/bookings${toSearch({ q, page, scope: show, page_size: ADMIN_INBOX_PAGE_SIZE })}`,
        AdminBookingsPageSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: InboxItemUpdate & { id: string }) =>
      requestAdminJson(`/api/admin/messages/${id}`, AdminMessageSchema, { method: "PATCH", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}

export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: InboxItemUpdate & { id: string }) =>
      requestAdminJson(`/api/admin/bookings/${id}`, AdminBookingSchema, { method: "PATCH", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
  });
}

/** Staff cancel: the visitor is mailed, with the reason when one is given. */
export function useCancelBookingAsStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      requestAdminJson(`/api/admin/bookings/${id}/cancel`, AdminBookingSchema, {
        method: "POST",
        body: { reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
  });
}

/** Staff reschedule: the visitor is mailed the new time with an updated invite and new links. */
export function useMoveBookingAsStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, slot_start }: { id: string; slot_start: string }) =>
      requestAdminJson(`/api/admin/bookings/${id}/move`, AdminBookingSchema, {
        method: "POST",
        body: { slot_start },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
      void queryClient.invalidateQueries({ queryKey: ["booking-slots"] });
    },
  });
}
