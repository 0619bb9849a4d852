import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { ResultsFilter } from "#client/api/admin/results.ts";

const SEARCH_DEBOUNCE_MS = 300;

function readMinScore(value: string | null): number | "" {
  const score = Number(value);
  return value && Number.isInteger(score) && score >= 0 && score <= 100 ? score : "";
}

function readVisitor(value: string | null): ResultsFilter["visitor"] {
  return value === "confirmed" || value === "typed" ? value : "";
}

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
  const filter: ResultsFilter = {
    q: params.get("q")?.trim() ?? "",
    page: readPage(params.get("page")),
    sort: params.get("sort") === "score" ? "score" : "newest",
    min_score: readMinScore(params.get("min_score")),
    visitor: readVisitor(params.get("visitor")),
  };
  // Order and score filter ride along with every URL change (and reset the page, as a new search does).
  const kept = (): Record<string, string> => ({
    ...(filter.sort === "score" ? { sort: "score" } : {}),
    ...(filter.min_score === "" ? {} : { min_score: String(filter.min_score) }),
    ...(filter.visitor === "" ? {} : { visitor: filter.visitor }),
  });
  const [searchText, setSearchText] = useState(filter.q);

  useEffect(() => {
    const next = searchText.trim();
    if (next === filter.q) return;
    const timer = window.setTimeout(() => {
      setParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.delete("page");
          if (next) params.set("q", next);
          else params.delete("q");
          return params;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, filter.q, setParams]);

  function setPage(page: number) {
    setParams({ ...(filter.q ? { q: filter.q } : {}), ...kept(), page: String(page) });
  }

  function setScoreView(sort: ResultsFilter["sort"], minScore: number | "") {
    setParams({
      ...(filter.q ? { q: filter.q } : {}),
      ...(sort === "score" ? { sort } : {}),
      ...(minScore === "" ? {} : { min_score: String(minScore) }),
      ...(filter.visitor === "" ? {} : { visitor: filter.visitor }),
    });
  }

  function setVisitor(visitor: ResultsFilter["visitor"]) {
    const { visitor: _old, ...rest } = kept();
    setParams({ ...(filter.q ? { q: filter.q } : {}), ...rest, ...(visitor === "" ? {} : { visitor }) });
  }

  return { filter, searchText, setSearchText, setPage, setScoreView, setVisitor };
}
