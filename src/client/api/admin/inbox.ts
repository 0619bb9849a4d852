import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import type { z } from "zod";
import { ADMIN_INBOX_PAGE_SIZE } from "#shared/limits.ts";
import {
  AdminBookingSchema,
  AdminBookingsPageSchema,
  AdminMessageSchema,
  AdminMessagesPageSchema,
  type InboxItemUpdate,
} from "#shared/schemas/admin-inbox.ts";
import { useRefreshingMutation } from "./admin-mutation.ts";
import { toSearch } from "./admin-query.ts";
import { requestAdminJson } from "./admin-request.ts";

export type InboxFilter = { q: string; page: number; show: string };

/** One of the two inboxes: its URL, cache key, the query param its "show" choice is sent as, and its schemas. */
type Inbox<P extends z.ZodType, I extends z.ZodType> = {
  path: string;
  key: QueryKey;
  showParam: string;
  pageSchema: P;
  itemSchema: I;
};

/** An inbox by its name: its URL and cache key both come from it, so the two cannot drift apart. */
function inbox<P extends z.ZodType, I extends z.ZodType>(
  name: "messages" | "bookings",
  showParam: string,
  pageSchema: P,
  itemSchema: I,
): Inbox<P, I> {
  return { path: `/api/admin/${name}`, key: ["admin", name], showParam, pageSchema, itemSchema };
}

const MESSAGES = inbox("messages", "status", AdminMessagesPageSchema, AdminMessageSchema);
const BOOKINGS = inbox("bookings", "scope", AdminBookingsPageSchema, AdminBookingSchema);

function inboxPageQuery<P extends z.ZodType, I extends z.ZodType>(
  inbox: Inbox<P, I>,
  { q, page, show }: InboxFilter,
) {
  return queryOptions({
    queryKey: [...inbox.key, { q, page, show }],
    queryFn: ({ signal }) =>
      requestAdminJson(
        `${inbox.path}${toSearch({ q, page, [inbox.showParam]: show, page_size: ADMIN_INBOX_PAGE_SIZE })}`,
        inbox.pageSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** PATCH one message or booking (handled, keep). */
function useUpdateInboxItem<P extends z.ZodType, I extends z.ZodType>(inbox: Inbox<P, I>) {
  return useRefreshingMutation(
    ({ id, ...body }: InboxItemUpdate & { id: string }) =>
      requestAdminJson(`${inbox.path}/${id}`, inbox.itemSchema, { method: "PATCH", body }),
    inbox.key,
  );
}

/** GET /api/admin/messages: newest first, one page, filtered by text and open / handled. */
export function adminMessagesQuery(filter: InboxFilter) {
  return inboxPageQuery(MESSAGES, filter);
}

/** GET /api/admin/bookings: upcoming soonest first, else newest first; with the attached analysis's figures. */
export function adminBookingsQuery(filter: InboxFilter) {
  return inboxPageQuery(BOOKINGS, filter);
}

export function useUpdateMessage() {
  return useUpdateInboxItem(MESSAGES);
}

export function useUpdateBooking() {
  return useUpdateInboxItem(BOOKINGS);
}

/** Staff cancel: the visitor is mailed, with the reason when one is given. */
export function useCancelBookingAsStaff() {
  return useRefreshingMutation(
    ({ id, reason }: { id: string; reason: string }) =>
      requestAdminJson(`${BOOKINGS.path}/${id}/cancel`, AdminBookingSchema, {
        method: "POST",
        body: { reason },
      }),
    BOOKINGS.key,
  );
}

/** Staff reschedule: the visitor is mailed the new time with an updated invite and new links. */
export function useMoveBookingAsStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, slot_start }: { id: string; slot_start: string }) =>
      requestAdminJson(`${BOOKINGS.path}/${id}/move`, AdminBookingSchema, {
        method: "POST",
        body: { slot_start },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: BOOKINGS.key });
      void queryClient.invalidateQueries({ queryKey: ["booking-slots"] });
    },
  });
}
