import { FileUp, Printer } from "lucide-react";
import { Link } from "react-router";
import { usePublicSwitches } from "#client/api/settings.ts";
import { CopyLinkButton } from "#client/components/analysis/copy-link-button.tsx";
import { Button, buttonClasses } from "#client/components/ui/button.tsx";
import { useHasManageToken } from "#client/lib/manage-tokens.ts";
import { DeleteAnalysisButton } from "./delete-analysis-button.tsx";

export function ReportActions({ resultId }: { resultId: string }) {
  const { analysis: isAnalysisOpen } = usePublicSwitches();
  // Only the browser that ran the analysis holds its manage token; a shared link reads, nothing more.
  const canManage = useHasManageToken(resultId);
  return (
    <div className="flex flex-wrap gap-2 lg:shrink-0 lg:flex-nowrap print:hidden">
      <CopyLinkButton path={`/results/${resultId}`} />
      <Button variant="outline" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        Print
      </Button>
      {isAnalysisOpen ? (
        <Link to={{ pathname: "/", hash: "#calculator" }} className={buttonClasses("ghost")}>
          <FileUp aria-hidden="true" />
          Analyze another bill
        </Link>
      ) : null}
      {canManage ? <DeleteAnalysisButton resultId={resultId} /> : null}
    </div>
  );
}
