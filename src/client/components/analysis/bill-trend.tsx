import { TrendingUp } from "lucide-react";
import { useHasManageToken } from "#client/lib/manage-tokens.ts";
import { formatPercent } from "#shared/format/percent.ts";
import { monthTrend } from "#shared/insights/month-trend.ts";
import { MAX_RESULT_MONTHS } from "#shared/limits.ts";
import type { Result } from "#shared/schemas/result.ts";
import { AddMonthUpload } from "./add-month-upload.tsx";
import { money } from "./analysis-figures.ts";
import { FigureTableHead } from "./figure-table-head.tsx";
import { monthLabel, monthLabelNote } from "./month-label.ts";
import { ReportCard } from "./report-card.tsx";

function growthText(growth: number | null): string {
  if (growth === null) return "first month shown";
  if (Math.abs(growth) < 0.0005) return "no change";
  return `${growth > 0 ? "+" : "−"}${formatPercent(Math.abs(growth))}`;
}

/**
 * "How the bill moves": the months of one account side by side. The chart is a table (month, charges
 * and net with their bars, savings rate, change on the month before), readable at 360 px and in print; the
 * browser holding the manage token can add another month below it.
 */
export function BillTrend({ result }: { result: Result }) {
  const canAdd = useHasManageToken(result.id);
  const months = result.months ?? [];
  const trend = monthTrend(months);
  if (!trend || (months.length < 2 && !canAdd)) return null;
  const { currency } = trend;
  const largest = Math.max(0, ...trend.rows.map((row) => row.charges));
  const width = (value: number) => `${largest > 0 ? Math.max(0, (value / largest) * 100) : 0}%`;
  return (
    <ReportCard
      titleId="bill-trend-title"
      testId="bill-trend"
      icon={TrendingUp}
      title="How the bill moves"
      lead={
        months.length < 2
          ? `Add more monthly invoices of the same account to see how your bill moves (up to ${MAX_RESULT_MONTHS} invoices; a year sizes a commitment best).`
          : "Your invoices month by month, by the billing period they cover: charges, what you paid after savings, and your savings rate."
      }
    >
      {months.length >= 2 ? (
        <>
          <table className="w-full text-sm" data-testid="bill-trend-table">
            <caption className="sr-only">Charges, net charges, savings rate and change per month</caption>
            <FigureTableHead columns={["Month", "Charges / net", "Savings rate"]} />
            <tbody>
              {trend.rows.map((row) => (
                <tr
                  key={`${row.invoice_date ?? "undated"}-${row.charges}-${row.net}`}
                  className="border-t align-top"
                  data-month={row.period_month ?? row.invoice_date ?? ""}
                >
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    <span className="font-medium" data-testid="trend-month">
                      {monthLabel(row)}
                    </span>
                    {monthLabelNote(row) ? (
                      <span className="block text-muted-foreground text-xs">{monthLabelNote(row)}</span>
                    ) : null}
                    {row.invoices > 1 ? (
                      <span className="block text-muted-foreground text-xs">
                        {row.invoices} invoices of this period, added up
                      </span>
                    ) : null}
                    {row.correction ? (
                      <span className="block text-muted-foreground text-xs" data-testid="month-correction">
                        Corrected by a credit note:{" "}
                        <span className="whitespace-nowrap">−{money(row.correction, currency)}</span>
                      </span>
                    ) : null}
                    <span aria-hidden="true" className="mt-1 flex flex-col gap-1">
                      <span className="block h-2 overflow-hidden rounded-full bg-muted print:border">
                        <span
                          className="block h-full rounded-full bg-brand-to/80 print:bg-primary"
                          style={{ width: width(row.charges) }}
                        />
                      </span>
                      <span className="block h-2 overflow-hidden rounded-full bg-muted print:border">
                        <span
                          className="block h-full rounded-full bg-emerald-600/80 dark:bg-emerald-400/80 print:bg-foreground"
                          style={{ width: width(row.net) }}
                        />
                      </span>
                    </span>
                    <span className="mt-1 block text-muted-foreground text-xs">
                      Change on the month before: {growthText(row.growth)}
                    </span>
                  </th>
                  <td className="whitespace-nowrap py-2 text-right tabular-nums">
                    {money(row.charges, currency)}
                    <span className="block text-muted-foreground text-xs">
                      net {money(row.net, currency)}
                    </span>
                  </td>
                  <td className="whitespace-nowrap py-2 pl-3 text-right tabular-nums">
                    {formatPercent(row.savings_rate)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs">
            <span className="flex items-center gap-1">
              <span className="inline-block h-2 w-4 rounded-full bg-brand-to/80 print:bg-primary" /> Charges
            </span>
            <span className="flex items-center gap-1">
              <span className="inline-block h-2 w-4 rounded-full bg-emerald-600/80 dark:bg-emerald-400/80 print:bg-foreground" />{" "}
              Net, after savings
            </span>
          </p>
          <p className="text-sm" data-testid="bill-trend-run-rate">
            Yearly run-rate:{" "}
            <strong className="tabular-nums">{money(trend.yearly_run_rate, currency)}</strong>{" "}
            <span className="text-muted-foreground">(the latest month's net charges × 12)</span>
          </p>
        </>
      ) : null}
      {canAdd && months.length < MAX_RESULT_MONTHS ? <AddMonthUpload resultId={result.id} /> : null}
    </ReportCard>
  );
}
