import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { fetchReview } from "#client/api/reviews.ts";
import { buttonClasses } from "#client/components/ui/button.tsx";
import { MSG_REVIEW_EXPIRED } from "#shared/messages/analysis.ts";
import { REVIEW_PAGE_TITLE, ReviewStep } from "./review-step.tsx";

/** /review/:id: the review step of an upload whose figures the visitor checks, or why it is gone. */
export function Component() {
  const { id = "" } = useParams();
  const query = useQuery({
    queryKey: ["review", id],
    queryFn: ({ signal }) => fetchReview(id, signal),
    enabled: id !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  if (query.data) return <ReviewStep review={query.data} />;
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <title>{REVIEW_PAGE_TITLE}</title>
      <h1 className="font-bold text-2xl tracking-tight">Check the figures on your invoice</h1>
      {query.isError || id === "" ? (
        <>
          <p role="alert" className="text-muted-foreground">
            {query.error?.message ?? MSG_REVIEW_EXPIRED}
          </p>
          <Link to="/#analysis" className={buttonClasses("primary")}>
            Upload an invoice
          </Link>
        </>
      ) : (
        <p className="text-muted-foreground" role="status">
          Drawing your invoice...
        </p>
      )}
    </div>
  );
}
