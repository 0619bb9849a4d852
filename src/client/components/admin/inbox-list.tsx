import { SearchX } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { AdminLoading, EmptyState } from "./admin-status.tsx";
import { ListToolbar } from "./list-toolbar.tsx";
import { Pagination } from "./pagination.tsx";
import type { ListFilter } from "./use-list-filter.ts";

type InboxPage<Item> = { items: Item[]; page: number; page_size: number; total: number };

type InboxListProps<Item, Show extends string> = {
  /** What the inbox holds, plural and lower case ("messages"): its search label, loading line and no-match title. */
  noun: string;
  /** The "Show" choices, and the URL's search, page and show (useListFilter). */
  shows: ReadonlyArray<{ value: Show; label: string }>;
  listFilter: ListFilter<Show>;
  query: { isPending: boolean; isFetching: boolean; data: InboxPage<Item> | undefined };
  /** The list of cards, where the focus goes back to after an action (card-focus.ts). */
  listRef: RefObject<HTMLDivElement | null>;
  /** What an empty inbox shows when nothing is searched for. */
  empty: ReactNode;
  renderCard: (item: Item, index: number) => ReactNode;
};

/** A staff inbox under its header: search and "Show", then the page of cards with Previous / Next. */
export function InboxList<Item, Show extends string>({
  noun,
  shows,
  listFilter,
  ...cards
}: InboxListProps<Item, Show>) {
  return (
    <>
      <ListToolbar
        searchLabel={`Search ${noun}`}
        searchText={listFilter.searchText}
        onSearchText={listFilter.setSearchText}
        shows={shows}
        show={listFilter.filter.show}
        onShow={listFilter.setShow}
      />
      <InboxCards {...cards} noun={noun} searched={listFilter.filter.q} onPageChange={listFilter.setPage} />
    </>
  );
}

type InboxCardsProps<Item> = Omit<InboxListProps<Item, string>, "shows" | "listFilter"> & {
  /** The search text: with one, an empty page says nothing matches it. */
  searched: string;
  onPageChange: (page: number) => void;
};

/** The page of cards with Previous / Next; while loading a status line; when empty, why. */
function InboxCards<Item>({
  query,
  listRef,
  noun,
  searched,
  empty,
  onPageChange,
  renderCard,
}: InboxCardsProps<Item>) {
  const data = query.data;
  if (query.isPending) return <AdminLoading>{`Loading ${noun}...`}</AdminLoading>;
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
      <EmptyState icon={SearchX} title={`No matching ${noun}`}>
        Nothing matches “{searched}”.
      </EmptyState>
    );
  return empty;
}
