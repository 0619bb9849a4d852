import type { ReactNode } from "react";
import { Card } from "#client/components/ui/card.tsx";

type Props = { id: string; title: string; description?: string; chart: ReactNode; table: ReactNode };

/**
 * One chart with its data as a table behind it: the drawing is hidden from screen readers (aria-hidden) and
 * the table under "Show the figures" carries the same numbers for them, for keyboard users and for copying.
 */
export function ChartFigure({ id, title, description, chart, table }: Props) {
  return (
    <Card className="p-4 sm:p-6">
      <figure aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
        <figcaption>
          <h2 id={`${id}-title`} className="font-semibold text-lg leading-tight">
            {title}
          </h2>
          {description ? <p className="mt-1 text-muted-foreground text-sm">{description}</p> : null}
        </figcaption>
        <div aria-hidden="true">{chart}</div>
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground hover:text-foreground">
            Show the figures
          </summary>
          <div className="mt-2 overflow-x-auto">{table}</div>
        </details>
      </figure>
    </Card>
  );
}

/** A plain data table for a chart (first column text, the others numbers). */
export function DataTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {head.map((h, i) => (
            <th
              key={h}
              scope="col"
              className={`border-b py-1.5 pr-3 font-medium ${i > 0 ? "text-right" : ""}`}
            >
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])}>
            {row.map((cell, i) =>
              i === 0 ? (
                <th key="label" scope="row" className="border-b py-1.5 pr-3 font-normal">
                  {cell}
                </th>
              ) : (
                <td key={head[i]} className="border-b py-1.5 pr-3 text-right tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
