import { useQuery } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { adminMessagesQuery, useUpdateMessage } from "#client/api/admin/inbox.ts";
import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { EmptyState } from "#client/components/admin/admin-status.tsx";
import { useCardFocusBack } from "#client/components/admin/card-focus.ts";
import { InboxList } from "#client/components/admin/inbox-list.tsx";
import { useErrorToast } from "#client/components/admin/use-error-toast.ts";
import { useListFilter } from "#client/components/admin/use-list-filter.ts";
import { staffZoneLabel } from "#client/lib/staff-time.ts";
import { toast } from "#client/lib/toast.ts";
import { MESSAGE_FILTERS } from "#shared/schemas/admin-inbox.ts";
import { MessageCard } from "./message-card.tsx";

const SHOWS = [
  { value: "open", label: "Open" },
  { value: "handled", label: "Handled" },
  { value: "all", label: "All" },
] as const;

/** /admin/messages: the contact inbox, newest first, with search, pages and mark handled. */
export function Component() {
  const listFilter = useListFilter(MESSAGE_FILTERS, "open");
  const { filter } = listFilter;
  const messages = useQuery(adminMessagesQuery(filter));
  const update = useUpdateMessage();
  const { listRef, actedOn } = useCardFocusBack(update.isPending);
  useErrorToast(messages.isError, "Failed to load messages");

  return (
    <section aria-labelledby="admin-title">
      <AdminPageHeader
        title="Messages"
        description={`What visitors sent through the contact form, newest first. Times in your time zone, ${staffZoneLabel()}.`}
      />
      <InboxList
        noun="messages"
        shows={SHOWS}
        listFilter={listFilter}
        query={messages}
        listRef={listRef}
        empty={
          <EmptyState icon={Inbox} title={filter.show === "open" ? "No open messages" : "No messages"}>
            Messages sent through the contact form appear here.
          </EmptyState>
        }
        renderCard={(message, index) => (
          <MessageCard
            key={message.id}
            message={message}
            isBusy={update.isPending}
            onUpdate={(change) => {
              actedOn(index);
              update.mutate(
                { id: message.id, ...change },
                {
                  onError: (error) =>
                    toast.error("Failed to update the message", { description: error.message }),
                },
              );
            }}
          />
        )}
      />
    </section>
  );
}
