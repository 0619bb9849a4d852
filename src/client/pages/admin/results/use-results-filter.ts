import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { ResultsFilter } from "#client/api/admin/results.ts";

const SEARCH_DEBOUNCE_MS = 300;

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The search text and page live in the URL (?q=&page=), so a filtered view can be shared and survives reload.
 * Typing updates the URL after a short pause, and a new search starts again at page 1.
 */
export function useResultsFilter() {
  const [params, setParams] = useSearchParams();
  const filter: ResultsFilter = { q: params.get("q")?.trim() ?? "", page: readPage(params.get("page")) };
  const [searchText, setSearchText] = useState(filter.q);

  useEffect(() => {
    const next = searchText.trim();
    if (next === filter.q) return;
    const timer = window.setTimeout(() => {
      setParams(next ? { q: next } : {}, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, filter.q, setParams]);

  function setPage(page: number) {
    setParams(filter.q ? { q: filter.q, page: String(page) } : { page: String(page) });
  }

  return { filter, searchText, setSearchText, setPage };
}
