import { Link } from "react-router";
import { ConfirmDeleteButton } from "#client/components/admin/confirm-delete-button.tsx";
import { buttonClasses } from "#client/components/ui/button.tsx";
import type { AdminResultRow } from "#shared/schemas/admin-api.ts";

export function ViewResultLink({ row }: { row: AdminResultRow }) {
  return (
    <Link
      to={`/results/${row.id}`}
      className={buttonClasses("ghost", "sm")}
      aria-label={`View results for ${row.name}`}
    >
      → View
    </Link>
  );
}

type DeleteResultButtonProps = { row: AdminResultRow; isDeleting: boolean; onDelete: () => void };

export function DeleteResultButton({ row, isDeleting, onDelete }: DeleteResultButtonProps) {
  return (
    <ConfirmDeleteButton
      label={`Delete result for ${row.name}`}
      title="Delete this result?"
      description={
        <>
          The analysis for <strong>{row.name}</strong> ({row.email}) and its PDF will be removed for good.
        </>
      }
      disabled={isDeleting}
      onConfirm={onDelete}
    />
  );
}
