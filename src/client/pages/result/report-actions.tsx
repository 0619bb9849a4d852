import { FileUp, Printer } from "lucide-react";
import { Link } from "react-router";
import { usePublicSwitches } from "#client/api/settings.ts";
import { CopyLinkButton } from "#client/components/analysis/copy-link-button.tsx";
import { Button, buttonClasses } from "#client/components/ui/button.tsx";
import { DeleteAnalysisButton } from "./delete-analysis-button.tsx";

export function ReportActions({ resultId }: { resultId: string }) {
  const { analysis: isAnalysisOpen } = usePublicSwitches();
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
      <DeleteAnalysisButton resultId={resultId} />
    </div>
  );
}
