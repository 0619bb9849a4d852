import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "#client/components/ui/table.tsx";
import { formatUtcDateTime } from "#shared/format/date.ts";
import type { AdminResultRow } from "#shared/schemas/admin-api.ts";
import { DownloadPdfButton } from "./download-pdf-button.tsx";
import { KeepSwitch } from "./keep-switch.tsx";
import { LeadScore } from "./lead-score.tsx";
import { DeleteResultButton, ViewResultLink } from "./result-actions.tsx";
import { ResultMarks, SavingsSummary } from "./result-figures.tsx";
import { useDeleteResultWithToast } from "./use-delete-result.ts";

/**
 * Spec §2 columns: Date (UTC), Name, Email, PDF, Results; plus the savings in effect with the gap to the estimate,
 * corrected / mismatched marks, keep and delete (beyond the spec). Newest first.
 */
export function ResultsTable({ rows }: { rows: AdminResultRow[] }) {
  const { isDeleting, deleteResult } = useDeleteResultWithToast();
  return (
    <Table label="Results history" className="min-w-[1020px]">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Date</TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Savings and score</TableHead>
          <TableHead>PDF</TableHead>
          <TableHead>Results</TableHead>
          <TableHead>Keep</TableHead>
          <TableHead className="w-0">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-row-id={row.id}>
            {/* Date over time (it wraps at the space): the columns fit 1280 px with room for the marks. */}
            <TableCell className="font-mono text-muted-foreground text-xs tabular-nums">
              <time dateTime={row.created_at}>{formatUtcDateTime(row.created_at)}</time>
            </TableCell>
            <TableCell className="font-medium">
              {row.name}
              {row.provider_name ? (
                <span className="block font-normal text-muted-foreground text-xs">{row.provider_name}</span>
              ) : null}
              <ResultMarks row={row} />
            </TableCell>
            <TableCell className="min-w-48 text-muted-foreground [overflow-wrap:anywhere]">
              {row.email}
            </TableCell>
            <TableCell>
              <SavingsSummary row={row} />
              {/* The lead score under the savings (not a column of its own): the table still fits 1280 px. */}
              <div className="mt-1.5">
                <LeadScore row={row} />
              </div>
            </TableCell>
            <TableCell>
              <DownloadPdfButton resultId={row.id} pdfUrl={row.pdf_url} name={row.name} />
            </TableCell>
            <TableCell>
              <ViewResultLink row={row} />
            </TableCell>
            <TableCell>
              <KeepSwitch row={row} />
            </TableCell>
            <TableCell>
              <DeleteResultButton
                row={row}
                isDeleting={isDeleting(row.id)}
                onDelete={() => deleteResult(row.id)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
