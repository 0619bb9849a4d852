import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { InboxFilter } from "#client/api/admin/inbox.ts";

const SEARCH_DEBOUNCE_MS = 300;

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Search text, page and the "show" filter of a staff list live in the URL (?q=&page=&show=), so a view can be
 * shared and survives reload. Typing updates the URL after a short pause; a new search or filter starts at page 1.
 */
export function useListFilter<T extends string>(shows: readonly T[], defaultShow: T) {
  const [params, setParams] = useSearchParams();
  const rawShow = params.get("show");
  const show = shows.includes(rawShow as T) ? (rawShow as T) : defaultShow;
  const filter: InboxFilter & { show: T } = {
    q: params.get("q")?.trim() ?? "",
    page: readPage(params.get("page")),
    show,
  };
  const [searchText, setSearchText] = useState(filter.q);

  const write = (next: { q?: string; page?: number; show?: T }) => {
    const values: Record<string, string> = {};
    const q = next.q ?? filter.q;
    const nextShow = next.show ?? show;
    if (q) values.q = q;
    if (nextShow !== defaultShow) values.show = nextShow;
    if (next.page && next.page > 1) values.page = String(next.page);
    setParams(values, { replace: next.page === undefined });
  };

  useEffect(() => {
    const next = searchText.trim();
    if (next === filter.q) return;
    const timer = window.setTimeout(() => write({ q: next }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  });

  return {
    filter,
    searchText,
    setSearchText,
    setPage: (page: number) => write({ page }),
    setShow: (next: T) => write({ show: next }),
  };
}

export type ListFilter<T extends string> = ReturnType<typeof useListFilter<T>>;
