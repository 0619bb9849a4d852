import type { ComponentProps, ReactNode } from "react";
import { cn } from "#client/lib/cn.ts";

/**
 * A data table, and the one responsive pattern of every admin list (`.stacked-list` in app.css):
 * a table from 1280 px, and below it one card per row whose cells name their column (`label` on TableCell).
 * Nothing scrolls sideways, so no column is hidden and no hint is needed.
 */
export function Table({ className, label, ...props }: ComponentProps<"table"> & { label: string }) {
  return (
    <section
      aria-label={label}
      className="stacked-list relative w-full overflow-x-auto rounded-2xl border bg-card shadow-sm"
    >
      <table className={cn("w-full caption-bottom border-collapse text-sm", className)} {...props} />
    </section>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("bg-muted/60 [&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-b-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn("border-b transition-colors hover:bg-muted/40", className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      scope="col"
      className={cn(
        "h-11 whitespace-nowrap px-4 text-left align-middle font-semibold text-muted-foreground text-xs uppercase tracking-wide",
        className,
      )}
      {...props}
    />
  );
}

/** `label`: the column's name, shown beside the value when the row is a card (below 1280 px). */
export function TableCell({ className, label, ...props }: ComponentProps<"td"> & { label?: string }) {
  return <td data-label={label} className={cn("px-4 py-3 align-middle", className)} {...props} />;
}

/** One column of a DataTable: its name heads it and, below 1280 px, labels its cells. */
export type DataColumn<Row> = {
  name: string;
  cell: (row: Row) => ReactNode;
  /** A column of buttons: its cells name no column, and its header is only read out unless `nameShown`. */
  actions?: boolean;
  nameShown?: boolean;
  headClassName?: string;
  className?: string;
  title?: (row: Row) => string | undefined;
};

type DataTableProps<Row> = {
  label: string;
  className?: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The data-… attributes of a row's <tr> (an id to find the row by). */
  rowData?: (row: Row) => Record<`data-${string}`, string>;
};

/** A Table drawn from its columns as data: one header row, then one row per item. */
export function DataTable<Row>({ label, className, columns, rows, rowKey, rowData }: DataTableProps<Row>) {
  return (
    <Table label={label} className={className}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {columns.map((column) => (
            <TableHead key={column.name} className={column.headClassName}>
              {column.actions && !column.nameShown ? (
                <span className="sr-only">{column.name}</span>
              ) : (
                column.name
              )}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} {...rowData?.(row)}>
            {columns.map((column) => (
              <TableCell
                key={column.name}
                label={column.actions ? undefined : column.name}
                className={column.className}
                title={column.title?.(row)}
              >
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
