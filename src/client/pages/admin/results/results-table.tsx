import { DataTable } from "#client/components/ui/table.tsx";
import { formatUtcDateTime } from "#shared/format/date.ts";
import type { AdminResultRow } from "#shared/schemas/admin-api.ts";
import { DownloadPdfButton } from "./download-pdf-button.tsx";
import { KeepSwitch } from "./keep-switch.tsx";
import { LeadScore } from "./lead-score.tsx";
import { DeleteResultButton, ViewResultLink } from "./result-actions.tsx";
import { ResultMarks, SavingsSummary } from "./result-figures.tsx";
import { useDeleteResultWithToast } from "./use-delete-result.ts";

/**
 * An address that wraps only where a reader expects it to (before a dot, a hyphen or the @), never inside a word:
 * long company addresses otherwise broke mid-word ("subs|idiary") in a narrow column.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[.@-])/);
  return (
    <span data-testid="email-address">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
        <span key={index}>
          {index > 0 ? <wbr /> : null}
          <span className="whitespace-nowrap" data-testid="email-part">
            {part}
          </span>
        </span>
      ))}
    </span>
  );
}

/**
 * docs/product.md#screens columns: Date (UTC), Name, Email, PDF, Results; plus the savings in effect with the gap to the estimate,
 * corrected / mismatched marks, keep and delete (beyond the spec). Newest first. Below 1280 px each row is a
 * card (the shared Table's pattern).
 */
export function ResultsTable({ rows }: { rows: AdminResultRow[] }) {
  const { isDeleting, deleteResult } = useDeleteResultWithToast();
  return (
    <DataTable
      label="Results list"
      className="[&_td]:px-3 [&_th]:px-3"
      rows={rows}
      rowKey={(row) => row.id}
      rowData={(row) => ({ "data-row-id": row.id })}
      columns={[
        {
          name: "Date",
          className: "whitespace-nowrap font-mono text-muted-foreground text-xs tabular-nums",
          cell: (row) => <time dateTime={row.created_at}>{formatUtcDateTime(row.created_at)}</time>,
        },
        {
          name: "Name",
          className: "min-w-44 wrap-anywhere font-medium",
          cell: (row) => (
            <>
              {row.name}
              {row.provider_name ? (
                <span className="block font-normal text-muted-foreground text-xs">{row.provider_name}</span>
              ) : null}
              <ResultMarks row={row} />
            </>
          ),
        },
        {
          name: "Email",
          className: "text-muted-foreground",
          cell: (row) => <EmailAddress email={row.email} />,
        },
        {
          name: "Savings, score",
          className: "min-w-40",
          cell: (row) => (
            <>
              <SavingsSummary row={row} />
              {/* The lead score under the savings (not a column of its own): the table still fits 1280 px. */}
              <div className="mt-1.5">
                <LeadScore row={row} />
              </div>
            </>
          ),
        },
        {
          name: "PDF",
          cell: (row) => <DownloadPdfButton resultId={row.id} pdfUrl={row.pdf_url} name={row.name} />,
        },
        { name: "Results", cell: (row) => <ViewResultLink row={row} /> },
        { name: "Keep", cell: (row) => <KeepSwitch row={row} /> },
        {
          name: "Actions",
          actions: true,
          headClassName: "w-0",
          cell: (row) => (
            <DeleteResultButton
              row={row}
              isDeleting={isDeleting(row.id)}
              onDelete={() => deleteResult(row.id)}
            />
          ),
        },
      ]}
    />
  );
}
