import { Link } from "react-router";
import { toast } from "sonner";
import { useDeleteResult } from "#client/api/admin/results.ts";
import { errorMessage } from "#client/api/error-message.ts";
import { ConfirmDeleteButton } from "#client/components/admin/confirm-delete-button.tsx";
import { buttonClasses } from "#client/components/ui/button.tsx";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "#client/components/ui/table.tsx";
import { formatUtcDateTime } from "#shared/format/date.ts";
import { MSG_RESULT_DELETE_FAILED, MSG_RESULT_DELETED } from "#shared/messages.ts";
import type { AdminResultRow } from "#shared/schemas/admin-api.ts";
import { DownloadPdfButton } from "./download-pdf-button.tsx";

/** Spec §2 columns: Date (UTC), Name, Email, PDF, Results; plus delete (beyond the spec). Newest first. */
export function ResultsTable({ rows }: { rows: AdminResultRow[] }) {
  const deleteResult = useDeleteResult();

  function handleDelete(row: AdminResultRow) {
    deleteResult.mutate(row.id, {
      onSuccess: () => toast.success(MSG_RESULT_DELETED),
      onError: (error) => toast.error(errorMessage(error, MSG_RESULT_DELETE_FAILED)),
    });
  }

  return (
    <Table label="Results history" className="min-w-[760px]">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Date</TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>PDF</TableHead>
          <TableHead>Results</TableHead>
          <TableHead className="w-0">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-row-id={row.id}>
            <TableCell className="whitespace-nowrap font-mono text-muted-foreground text-xs tabular-nums">
              <time dateTime={row.created_at}>{formatUtcDateTime(row.created_at)}</time>
            </TableCell>
            <TableCell className="font-medium">
              {row.name}
              {row.provider_name ? (
                <span className="block font-normal text-muted-foreground text-xs">{row.provider_name}</span>
              ) : null}
            </TableCell>
            <TableCell className="break-all text-muted-foreground">{row.email}</TableCell>
            <TableCell>
              <DownloadPdfButton resultId={row.id} pdfUrl={row.pdf_url} name={row.name} />
            </TableCell>
            <TableCell>
              <Link
                to={`/results/${row.id}`}
                className={buttonClasses("ghost", "sm")}
                aria-label={`View results for ${row.name}`}
              >
                → View
              </Link>
            </TableCell>
            <TableCell>
              <ConfirmDeleteButton
                label={`Delete result for ${row.name}`}
                title="Delete this result?"
                description={
                  <>
                    The analysis for <strong>{row.name}</strong> ({row.email}) and its PDF will be removed for
                    good.
                  </>
                }
                disabled={deleteResult.isPending && deleteResult.variables === row.id}
                onConfirm={() => handleDelete(row)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
