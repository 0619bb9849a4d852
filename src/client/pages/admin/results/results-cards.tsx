import { formatUtcDateTime } from "#shared/format/date.ts";
import type { AdminResultRow } from "#shared/schemas/admin-api.ts";
import { DownloadPdfButton } from "./download-pdf-button.tsx";
import { KeepSwitch } from "./keep-switch.tsx";
import { LeadScore } from "./lead-score.tsx";
import { DeleteResultButton, ViewResultLink } from "./result-actions.tsx";
import { ResultMarks, SavingsSummary } from "./result-figures.tsx";
import { useDeleteResultWithToast } from "./use-delete-result.ts";

/** The same rows as stacked cards for phones, where five columns do not fit. */
export function ResultsCards({ rows }: { rows: AdminResultRow[] }) {
  const { isDeleting, deleteResult } = useDeleteResultWithToast();
  return (
    <ul aria-label="Results history" className="flex flex-col gap-3">
      {rows.map((row) => (
        <li key={row.id} data-card-id={row.id} className="rounded-2xl border bg-card p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold">{row.name}</p>
              <p className="break-words text-muted-foreground text-sm [overflow-wrap:anywhere]">
                {row.email}
              </p>
            </div>
            <DeleteResultButton
              row={row}
              isDeleting={isDeleting(row.id)}
              onDelete={() => deleteResult(row.id)}
            />
          </div>
          <p className="mt-2 font-mono text-muted-foreground text-xs tabular-nums">
            <time dateTime={row.created_at}>{formatUtcDateTime(row.created_at)}</time>
            {row.provider_name ? ` · ${row.provider_name}` : null}
          </p>
          <div className="mt-2 flex flex-wrap items-start justify-between gap-2 text-sm">
            <SavingsSummary row={row} />
            <ResultMarks row={row} />
          </div>
          <div className="mt-2">
            <LeadScore row={row} />
          </div>
          <div className="mt-3 flex items-center gap-2">
            <DownloadPdfButton resultId={row.id} pdfUrl={row.pdf_url} name={row.name} />
            <ViewResultLink row={row} />
            <div className="ml-auto">
              <KeepSwitch row={row} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
