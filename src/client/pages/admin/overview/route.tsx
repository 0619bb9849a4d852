import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { adminOverviewQuery } from "#client/api/admin/overview.ts";
import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { AdminLoading, LoadFailedState } from "#client/components/admin/admin-status.tsx";
import { useErrorToast } from "#client/components/admin/use-error-toast.ts";
import { Card } from "#client/components/ui/card.tsx";
import { formatUtcDateTime } from "#shared/format/date.ts";
import type { AdminOverview } from "#shared/schemas/admin-overview.ts";
import { ChartFigure, DataTable } from "./chart-figure.tsx";
import { HorizontalBars, usd, WeeklyColumns, weekLabel } from "./charts.tsx";

const MSG_OVERVIEW_LOAD_FAILED = "The overview could not be loaded.";

const percentOf = (part: number, whole: number) => (whole > 0 ? `${Math.round((100 * part) / whole)}%` : "—");

function Kpi({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card className="p-4">
      <p className="text-muted-foreground text-sm">{label}</p>
      <p className="mt-1 font-bold text-2xl tabular-nums tracking-tight">{value}</p>
      {note ? <p className="mt-1 text-muted-foreground text-xs">{note}</p> : null}
    </Card>
  );
}

function OverviewBody({ data }: { data: AdminOverview }) {
  const { totals, funnel } = data;
  const funnelSteps = [
    { label: "Analyses", value: funnel.analyses },
    {
      label: "Calls booked",
      value: funnel.calls_booked,
      note: `(${percentOf(funnel.calls_booked, funnel.analyses)})`,
    },
    { label: "Messages", value: funnel.messages, note: `(${percentOf(funnel.messages, funnel.analyses)})` },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Kpi label="Analyses" value={totals.analyses.toLocaleString("en-US")} />
        <Kpi
          label="Monthly spend analysed"
          value={usd(totals.monthly_spend_usd)}
          {...(totals.not_converted > 0
            ? { note: `${totals.not_converted} in other currencies not counted` }
            : {})}
        />
        <Kpi
          label="Yearly savings gap"
          value={usd(totals.yearly_gap_usd)}
          note="Estimated minus current savings"
        />
        <Kpi label="Calls booked" value={funnel.calls_booked.toLocaleString("en-US")} />
      </div>

      <ChartFigure
        id="weekly"
        title="Analyses per week"
        description="Weeks start on Monday (UTC)."
        chart={<WeeklyColumns weeks={data.analyses_per_week} />}
        table={
          <DataTable
            caption="Analyses per week"
            head={["Week of", "Analyses"]}
            rows={data.analyses_per_week.map((w) => [weekLabel(w.week_start), w.analyses])}
          />
        }
      />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ChartFigure
          id="funnel"
          title="Funnel"
          description="From analysis to a call or a message."
          chart={<HorizontalBars items={funnelSteps} />}
          table={
            <DataTable
              caption="Funnel"
              head={["Step", "Count", "Share of analyses"]}
              rows={funnelSteps.map((s) => [s.label, s.value, percentOf(s.value, funnel.analyses)])}
            />
          }
        />
        <ChartFigure
          id="providers"
          title="Providers mix"
          description="Analyses per cloud provider."
          chart={
            data.providers.length > 0 ? (
              <HorizontalBars items={data.providers.map((p) => ({ label: p.provider, value: p.analyses }))} />
            ) : (
              <p className="text-muted-foreground text-sm">No analyses in this period.</p>
            )
          }
          table={
            <DataTable
              caption="Providers mix"
              head={["Provider", "Analyses", "Monthly spend (USD)"]}
              rows={data.providers.map((p) => [p.provider, p.analyses, usd(p.monthly_spend_usd)])}
            />
          }
        />
      </div>

      <Card className="p-4 sm:p-6">
        <h2 className="font-semibold text-lg leading-tight">Today's top leads</h2>
        <p className="mt-1 text-muted-foreground text-sm">The best-scoring analyses of the last 24 hours.</p>
        {data.top_leads.length === 0 ? (
          <p className="mt-4 text-muted-foreground text-sm">No analyses in the last 24 hours.</p>
        ) : (
          <ol className="mt-4 flex flex-col divide-y" aria-label="Today's top leads">
            {data.top_leads.map((lead) => (
              <li key={lead.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <Link
                    to={`/results/${lead.id}`}
                    className="font-medium wrap-anywhere underline-offset-4 hover:underline"
                  >
                    {lead.name}
                  </Link>
                  <p className="text-muted-foreground text-xs [overflow-wrap:anywhere]">
                    {lead.email}
                    {lead.provider ? ` · ${lead.provider}` : ""} · {formatUtcDateTime(lead.created_at)} UTC
                  </p>
                </div>
                <div className="flex items-center gap-3 text-sm">
                  {lead.monthly_spend_usd !== null ? (
                    <span className="text-muted-foreground tabular-nums">{`${usd(lead.monthly_spend_usd)}/mo`}</span>
                  ) : null}
                  <span className="rounded-full border px-2 py-0.5 font-semibold text-xs tabular-nums">
                    <span className="sr-only">Lead score </span>
                    {lead.lead_score ?? "—"}
                  </span>
                </div>
              </li>
            ))}
          </ol>
        )}
        <p className="mt-3 text-sm">
          <Link to="/admin/results?sort=score" className="text-primary underline-offset-4 hover:underline">
            All results by score
          </Link>
        </p>
      </Card>
    </div>
  );
}

/** /admin/overview: the leads at a glance. */
export function Component() {
  const overview = useQuery(adminOverviewQuery());
  useErrorToast(overview.isError, MSG_OVERVIEW_LOAD_FAILED);
  return (
    <section aria-labelledby="admin-title">
      <AdminPageHeader
        title="Overview"
        description={`The last ${overview.data?.weeks ?? 12} weeks. Amounts in US dollars at fixed rates.`}
      />
      {overview.isPending ? (
        <AdminLoading>Loading the overview...</AdminLoading>
      ) : overview.data ? (
        <OverviewBody data={overview.data} />
      ) : (
        <LoadFailedState title={MSG_OVERVIEW_LOAD_FAILED} onRetry={() => void overview.refetch()}>
          Please try again.
        </LoadFailedState>
      )}
    </section>
  );
}
