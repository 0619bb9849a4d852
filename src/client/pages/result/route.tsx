import "./print.css";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useEffect, useState } from "react";
import { useLocation, useParams } from "react-router";
import { resultQuery } from "#client/api/results.ts";
import { keepTokenFromLocation } from "#client/lib/manage-tokens.ts";
import { ResultReport } from "./result-report.tsx";
import { ResultStatus } from "./result-status.tsx";
import { useRedirectHome } from "./use-redirect-home.ts";

/** /results/:id (docs/product.md#screens, #behaviour): 'Loading results...', the report, or back home on any failure. */
export function Component() {
  const { id = "" } = useParams();
  // Before the first render: a mailed manage link shows the correct and delete controls at once.
  useState(() => keepTokenFromLocation(id));
  // And when the link is opened over this very page (only the fragment changes, nothing reloads).
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) keepTokenFromLocation(id);
  }, [hash, id]);
  const query = useQuery({ ...resultQuery(id), enabled: id !== "" });
  // The report is the page's largest render: in a transition (deferred) React splits it into short tasks instead
  // of one long one the moment the data arrives (total blocking time on a phone).
  const result = useDeferredValue(query.data);
  const hasFailed = id === "" || query.isError;
  useRedirectHome(hasFailed);

  if (hasFailed) return <ResultStatus text="Redirecting to homepage..." />;
  if (!result) return <ResultStatus text="Loading results..." />;
  return <ResultReport result={result} />;
}
