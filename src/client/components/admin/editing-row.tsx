import type { KeyboardEvent, ReactNode } from "react";
import { TableRow } from "#client/components/ui/table.tsx";

/** The table row of a row in edit mode: highlighted, marked for the focus return, its keys handled. */
export function EditingRow({
  rowId,
  onKeyDown,
  children,
}: {
  rowId: string;
  onKeyDown: (event: KeyboardEvent) => void;
  children: ReactNode;
}) {
  return (
    <TableRow
      className="bg-accent/30 hover:bg-accent/30"
      data-row-id={rowId}
      data-editing="true"
      onKeyDown={onKeyDown}
    >
      {children}
    </TableRow>
  );
}
