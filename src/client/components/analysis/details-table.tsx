import type { ReactNode } from "react";

export type DetailRow = { label: string; value: ReactNode; testId: string };

/**
 * A small two-column key/value table with a caption (the result page's left tables). The card is a wrapper: a
 * table's own border goes round its rows only, which left the caption above the card and the first row's line
 * across its rounded top corners.
 */
export function DetailsTable({ caption, rows }: { caption: string; rows: DetailRow[] }) {
  if (rows.length === 0) return null;
  return (
    <div
      data-testid="details-card"
      className="overflow-hidden rounded-2xl border bg-card shadow-sm print:shadow-none"
    >
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="px-5 pt-4 pb-2 text-left font-semibold text-muted-foreground text-xs uppercase tracking-wider">
          {caption}
        </caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th
                scope="row"
                className="whitespace-nowrap border-t py-3 pr-3 pl-5 text-left align-top font-normal text-muted-foreground print:py-1.5"
              >
                {row.label}
              </th>
              <td
                data-testid={row.testId}
                className="wrap-anywhere border-t py-3 pr-5 pl-3 text-right font-medium print:py-1.5"
              >
                {row.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
