import "./print.css";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { resultQuery } from "#client/api/results.ts";
import { ResultReport } from "./result-report.tsx";
import { ResultStatus } from "./result-status.tsx";
import { useRedirectHome } from "./use-redirect-home.ts";

/** /results/:id (spec §2, §4): 'Loading results...', the report, or back home on any failure. */
export function Component() {
  const { id = "" } = useParams();
  const query = useQuery({ ...resultQuery(id), enabled: id !== "" });
  const hasFailed = id === "" || query.isError;
  useRedirectHome(hasFailed);

  if (hasFailed) return <ResultStatus text="Redirecting to homepage..." />;
  if (!query.data) return <ResultStatus text="Loading results..." />;
  return <ResultReport result={query.data} />;
}
