import { useQuery } from "@tanstack/react-query";
import { Download, FileSearch, Inbox } from "lucide-react";
import { useEffect } from "react";
import { adminResultsQuery, resultsCsvUrl } from "#client/api/admin/results.ts";
import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { AdminLoading, EmptyState, LoadFailedState } from "#client/components/admin/admin-status.tsx";
import { Pagination } from "#client/components/admin/pagination.tsx";
import { SearchBox } from "#client/components/admin/search-box.tsx";
import { useErrorToast } from "#client/components/admin/use-error-toast.ts";
import { buttonClasses } from "#client/components/ui/button.tsx";
import { MSG_RESULTS_LOAD_FAILED } from "#shared/messages/admin.ts";
import { ResultsTable } from "./results-table.tsx";
import { ScoreControls } from "./score-controls.tsx";
import { useResultsFilter } from "./use-results-filter.ts";
import { VisitorFilter } from "./visitor-filter.tsx";

/** /admin/results: every analysis, newest first, with search, pages, CSV export, download, view and delete. */
export function Component() {
  const { filter, searchText, setSearchText, setPage, setScoreView, setVisitor } = useResultsFilter();
  const results = useQuery(adminResultsQuery(filter));
  useErrorToast(results.isError, MSG_RESULTS_LOAD_FAILED);
  const data = results.data;

  // Deleting the last row of the last page leaves an empty page: step back to the new last one.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && filter.page > lastPage) setPage(lastPage);
  }, [data, filter.page, lastPage, setPage]);

  return (
    <section aria-labelledby="admin-title">
      <AdminPageHeader
        title="Results History"
        description="Every bill analysed on the site. Times are in UTC."
        actions={
          <a href={resultsCsvUrl(filter)} download className={buttonClasses("outline", "sm")}>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        }
      />
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchBox
          label="Search by name or email"
          value={searchText}
          onChange={setSearchText}
          className="max-w-md flex-1"
        />
        <ScoreControls sort={filter.sort} minScore={filter.min_score} onChange={setScoreView} />
        <VisitorFilter value={filter.visitor} onChange={setVisitor} />
      </div>
      {results.isPending ? (
        <AdminLoading>Loading results history...</AdminLoading>
      ) : results.isError && !data ? (
        <LoadFailedState title={MSG_RESULTS_LOAD_FAILED} onRetry={() => void results.refetch()}>
          The results could not be loaded.
        </LoadFailedState>
      ) : data && data.items.length > 0 ? (
        <div aria-busy={results.isFetching}>
          <ResultsTable rows={data.items} />
          <Pagination page={data.page} pageSize={data.page_size} total={data.total} onPageChange={setPage} />
        </div>
      ) : filter.q || filter.min_score !== "" || filter.visitor !== "" ? (
        <EmptyState icon={FileSearch} title="No matching results">
          {filter.q ? `No results match “${filter.q}”` : "No results"}
          {filter.min_score !== "" ? ` with a lead score of ${filter.min_score} or more` : ""}.
        </EmptyState>
      ) : (
        <EmptyState icon={Inbox} title="No Results Found">
          There are no analysis results in the database yet.
        </EmptyState>
      )}
    </section>
  );
}
