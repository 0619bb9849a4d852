import type { LucideIcon } from "lucide-react";
import { Plus } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "#client/components/ui/table.tsx";
import { AdminPageHeader } from "./admin-page-header.tsx";
import { AdminLoading, EmptyState } from "./admin-status.tsx";
import type { EditableList } from "./use-editable-list.ts";

/** What the page hands a row in edit mode: saving stores it (or inserts a new one), Cancel leaves edit mode. */
export type EditRowProps<T, V> = {
  row: T;
  isSaving: boolean;
  onSave: (values: V) => void;
  onCancel: () => void;
};

/** What the page hands a row in read mode: isBusy while it is being deleted. */
export type ReadRowProps<T> = { row: T; isBusy: boolean; onEdit: () => void; onDelete: () => void };

type EditableListPageProps<T extends { id: string }, V> = {
  list: EditableList<T, V>;
  title: string;
  description: string;
  addLabel: string;
  loadingText: string;
  emptyIcon: LucideIcon;
  emptyText: string;
  tableLabel: string;
  tableClassName?: string;
  /** Column headings, before the Actions column. */
  columns: readonly string[];
  /** The row in edit mode. */
  renderEditRow: (props: EditRowProps<T, V>) => ReactNode;
  renderReadRow: (props: ReadRowProps<T>) => ReactNode;
};

/** An admin page whose list is edited in place: header with the add button, loading, empty state, the table. */
export function EditableListPage<T extends { id: string }, V>({
  list,
  title,
  description,
  addLabel,
  loadingText,
  emptyIcon,
  emptyText,
  tableLabel,
  tableClassName,
  columns,
  renderEditRow,
  renderReadRow,
}: EditableListPageProps<T, V>) {
  return (
    <section aria-labelledby="admin-title">
      <AdminPageHeader
        title={title}
        description={description}
        actions={
          <Button onClick={list.rows.addRow} disabled={list.isPending}>
            <Plus aria-hidden="true" />
            {addLabel}
          </Button>
        }
      />
      {list.isPending ? (
        <AdminLoading>{loadingText}</AdminLoading>
      ) : list.allRows.length === 0 ? (
        <EmptyState icon={emptyIcon}>{emptyText}</EmptyState>
      ) : (
        <Table label={tableLabel} className={tableClassName}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {columns.map((column) => (
                <TableHead key={column}>{column}</TableHead>
              ))}
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.allRows.map((row) => (
              <Fragment key={row.id}>
                {list.rows.editingId === row.id
                  ? renderEditRow({
                      row,
                      isSaving: list.isSaving,
                      onSave: (values) => list.save(row, values),
                      onCancel: list.rows.stopEditing,
                    })
                  : renderReadRow({
                      row,
                      isBusy: list.isDeleting(row.id),
                      onEdit: () => list.rows.startEditing(row.id),
                      onDelete: () => list.remove(row),
                    })}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
