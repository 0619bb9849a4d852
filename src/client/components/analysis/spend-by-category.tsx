import { formatPercent } from "#shared/format/percent.ts";
import { CATEGORY_LABELS } from "#shared/insights/category-labels.ts";
import type { BreakdownCategory } from "#shared/schemas/extracted-data.ts";
import { money } from "./analysis-figures.ts";
import { FigureTableHead } from "./figure-table-head.tsx";

/**
 * The charges by category as a bar chart whose bars sit inside a table (the table is the chart's text:
 * category, amount, share, and the invoice lines counted in it). Works at 360 px: the lines wrap under the name.
 */
export function SpendByCategory({
  breakdown,
  currency,
}: {
  breakdown: readonly BreakdownCategory[] | undefined;
  currency: string;
}) {
  if (!breakdown) return null;
  if (breakdown.length === 0)
    return (
      <p data-testid="spend-by-category-none" className="text-muted-foreground text-sm">
        Your invoice shows no per-service detail, so its charges cannot be split by category.
      </p>
    );
  const total = breakdown.reduce((sum, entry) => sum + entry.amount, 0);
  const largest = Math.max(0, ...breakdown.map((entry) => entry.amount));
  const rows = [...breakdown].sort((a, b) => b.amount - a.amount);
  return (
    <table className="w-full text-sm" data-testid="spend-by-category">
      <caption className="mb-2 text-left font-medium text-sm">
        Charges by category, from the services listed on your invoice
      </caption>
      <FigureTableHead columns={["Category", "Amount"]} />
      <tbody>
        {rows.map((entry) => {
          const share = total > 0 ? entry.amount / total : 0;
          return (
            <tr key={entry.category} className="border-t align-top" data-category={entry.category}>
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                <span className="font-medium">{CATEGORY_LABELS[entry.category]}</span>
                <span
                  aria-hidden="true"
                  className="mt-1 block h-2 overflow-hidden rounded-full bg-muted print:border"
                >
                  <span
                    className="block h-full rounded-full bg-brand-to/80 print:bg-primary"
                    style={{ width: `${largest > 0 ? (entry.amount / largest) * 100 : 0}%` }}
                  />
                </span>
                <span className="mt-1 block break-words text-muted-foreground text-xs">
                  {entry.lines
                    .map((line) => `${line.description} ${money(line.amount, currency)}`)
                    .join(" · ")}
                </span>
              </th>
              <td className="whitespace-nowrap py-2 text-right tabular-nums">
                {money(entry.amount, currency)}
                <span className="block text-muted-foreground text-xs">{formatPercent(share)}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
