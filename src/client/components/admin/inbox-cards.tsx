import { SearchX } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { AdminLoading, EmptyState } from "./admin-status.tsx";
import { Pagination } from "./pagination.tsx";

type InboxPage<Item> = { items: Item[]; page: number; page_size: number; total: number };

type InboxCardsProps<Item> = {
  query: { isPending: boolean; isFetching: boolean; data: InboxPage<Item> | undefined };
  /** The list of cards, where the focus goes back to after an action (card-focus.ts). */
  listRef: RefObject<HTMLDivElement | null>;
  loadingText: string;
  /** The search text: with one, an empty page says nothing matches it. */
  searched: string;
  noMatchTitle: string;
  /** What an empty inbox shows when nothing is searched for. */
  empty: ReactNode;
  onPageChange: (page: number) => void;
  renderCard: (item: Item, index: number) => ReactNode;
};

/** A staff inbox's page of cards with Previous / Next; while loading a status line; when empty, why. */
export function InboxCards<Item>({
  query,
  listRef,
  loadingText,
  searched,
  noMatchTitle,
  empty,
  onPageChange,
  renderCard,
}: InboxCardsProps<Item>) {
  const data = query.data;
  if (query.isPending) return <AdminLoading>{loadingText}</AdminLoading>;
  if (data && data.items.length > 0)
    return (
      <div ref={listRef} aria-busy={query.isFetching} className="flex flex-col gap-3">
        {data.items.map(renderCard)}
        <Pagination
          page={data.page}
          pageSize={data.page_size}
          total={data.total}
          onPageChange={onPageChange}
        />
      </div>
    );
  if (searched)
    return (
      <EmptyState icon={SearchX} title={noMatchTitle}>
        Nothing matches “{searched}”.
      </EmptyState>
    );
  return empty;
}
