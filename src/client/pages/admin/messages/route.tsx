import { useQuery } from "@tanstack/react-query";
import { Inbox, SearchX } from "lucide-react";
import { useRef } from "react";
import { adminMessagesQuery, useUpdateMessage } from "#client/api/admin/inbox.ts";
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
import { MESSAGE_FILTERS } from "#shared/schemas/admin-inbox.ts";
import { MessageCard } from "./message-card.tsx";

const SHOWS = [
  { value: "open", label: "Open" },
  { value: "handled", label: "Handled" },
  { value: "all", label: "All" },
] as const;

/** /admin/messages: the contact inbox, newest first, with search, pages and mark handled. */
export function Component() {
  const { filter, searchText, setSearchText, setPage, setShow } = useListFilter(MESSAGE_FILTERS, "open");
  const messages = useQuery(adminMessagesQuery(filter));
  const update = useUpdateMessage();
  const listRef = useRef<HTMLDivElement>(null);
  const actedOn = useRef(0);
  useFocusBackAfter(update.isPending, () => buttonOfCardAt(listRef.current, actedOn.current));
  useErrorToast(messages.isError, "Failed to load messages");
  const data = messages.data;

  return (
    <section aria-labelledby="admin-title">
      <AdminPageHeader
        title="Messages"
        description={`What visitors sent through the contact form, newest first. Times in your time zone, ${staffZoneLabel()}.`}
      />
      <ListToolbar
        searchLabel="Search messages"
        searchText={searchText}
        onSearchText={setSearchText}
        shows={SHOWS}
        show={filter.show}
        onShow={setShow}
      />
      {messages.isPending ? (
        <AdminLoading>Loading messages...</AdminLoading>
      ) : data && data.items.length > 0 ? (
        <div ref={listRef} aria-busy={messages.isFetching} className="flex flex-col gap-3">
          {data.items.map((message, index) => (
            <MessageCard
              key={message.id}
              message={message}
              isBusy={update.isPending}
              onUpdate={(change) => {
                actedOn.current = index;
                update.mutate(
                  { id: message.id, ...change },
                  {
                    onError: (error) =>
                      toast.error("Failed to update the message", { description: error.message }),
                  },
                );
              }}
            />
          ))}
          <Pagination page={data.page} pageSize={data.page_size} total={data.total} onPageChange={setPage} />
        </div>
      ) : filter.q ? (
        <EmptyState icon={SearchX} title="No matching messages">
          Nothing matches “{filter.q}”.
        </EmptyState>
      ) : (
        <EmptyState icon={Inbox} title={filter.show === "open" ? "No open messages" : "No messages"}>
          Messages sent through the contact form appear here.
        </EmptyState>
      )}
    </section>
  );
}
