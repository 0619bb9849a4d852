import { cn } from "#client/lib/cn.ts";
import type { InvoiceSummaryItem } from "#shared/schemas/extracted-data.ts";
import { money } from "./analysis-figures.ts";
import { FigureTableHead } from "./figure-table-head.tsx";

const SAVING_LINE = /saving|discount|credit|refund|rebate/i;
const TOTAL_LINE = /\b(net|total|subtotal|amount due|balance due)\b/i;

type LineKind = "saving" | "total" | "charge";

// "Net Charges (After Credits/Discounts)" is what was paid, whatever reductions its label mentions.
const NET_LINE = /^\W*net\b/i;

/** The line's kind as the reading used it; by its English words for a reading from before it said (or a second reader's). */
function kindOf({ description, kind }: InvoiceSummaryItem): LineKind {
  if (kind) return kind === "deduction" ? "saving" : kind === "total" ? "total" : "charge";
  if (NET_LINE.test(description)) return "total";
  if (SAVING_LINE.test(description)) return "saving";
  if (TOTAL_LINE.test(description)) return "total";
  return "charge";
}

const BAR_CLASSES: Record<LineKind, string> = {
  saving: "bg-primary",
  total: "bg-foreground/60",
  charge: "bg-brand-to/70",
};

type LineGroup = { descriptions: string[]; amount: number; currency: string; kind: LineKind };

/**
 * Lines printing the same amount share one row and one bar: an invoice without deductions or tax prints its charges
 * as "AWS Service Charges", "Charges", "Total for this invoice" and the header's "TOTAL AMOUNT DUE", and four equal
 * bars said nothing four times. A saving is never grouped with a charge or a total of the same amount. Rows keep
 * the order the lines are printed in (the first of each amount).
 */
function groupByAmount(items: InvoiceSummaryItem[]): LineGroup[] {
  const groups = new Map<string, LineGroup>();
  for (const item of items) {
    const kind = kindOf(item);
    const key = `${Math.abs(item.amount)}|${item.currency}|${kind === "saving"}`;
    const group = groups.get(key);
    if (group) {
      group.descriptions.push(item.description);
      // A total among the lines decides the bar's colour: the row is the total the others add up to.
      if (kind === "total") group.kind = "total";
    } else {
      groups.set(key, {
        descriptions: [item.description],
        amount: item.amount,
        currency: item.currency,
        kind,
      });
    }
  }
  return [...groups.values()];
}

/**
 * The invoice summary lines as a table whose amount cells carry a bar: one element that is both the chart and
 * its text alternative (screen readers read the table; the bars are decorative). Lines of one amount share a row.
 */
export function InvoiceSummaryTable({ items }: { items: InvoiceSummaryItem[] }) {
  const largest = Math.max(0, ...items.map((item) => Math.abs(item.amount)));
  return (
    <table className="w-full text-sm" data-testid="invoice-summary">
      <caption className="sr-only">Invoice summary lines, with each amount drawn as a bar</caption>
      <FigureTableHead columns={["Line", "Amount"]} />
      <tbody>
        {groupByAmount(items).map((group) => {
          const { kind } = group;
          const width = largest === 0 ? 0 : (Math.abs(group.amount) / largest) * 100;
          return (
            <tr
              key={`${group.descriptions.join("|")}|${group.amount}|${group.currency}`}
              className="border-t align-top print:break-inside-avoid"
            >
              <th scope="row" className="w-1/2 py-2.5 pr-4 text-left font-normal">
                {group.descriptions.map((description, i) => (
                  <span key={description} className="block">
                    {description}
                    {i < group.descriptions.length - 1 ? <span className="sr-only">,</span> : null}
                  </span>
                ))}
                {kind === "saving" ? <span className="sr-only"> (a saving)</span> : null}
              </th>
              <td className="py-2.5">
                <div className="flex flex-col items-end gap-1.5">
                  <span className={cn("font-medium tabular-nums", kind === "saving" && "text-primary")}>
                    {kind === "saving" && group.amount !== 0 ? "−" : ""}
                    {money(Math.abs(group.amount), group.currency)}
                  </span>
                  <span aria-hidden="true" className="flex h-2 w-full justify-end rounded-full bg-muted">
                    <span
                      className={cn(
                        "h-full rounded-full print:border print:border-foreground",
                        BAR_CLASSES[kind],
                      )}
                      style={{ width: `${width}%` }}
                    />
                  </span>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
