import { sql } from "drizzle-orm";
import type { AdminOverview } from "#shared/schemas/admin-overview.ts";
import type { Db } from "../db/client.ts";

const TOP_LEADS = 5;
const PROVIDER_SLICES = 6;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const isoOf = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

/** Monday 00:00 UTC of the week `weeks - 1` weeks before this one. */
export function periodStart(now: Date, weeks: number): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - (sinceMonday + 7 * (weeks - 1)) * 86_400_000);
}

/**
 * Every overview figure in three queries: one pass over the period's analyses grouped three ways (weeks,
 * providers, totals), the funnel counts, and the day's top leads from the score index. bench/overview.ts times it
 * on 10,000 analyses (docs/performance.md).
 */
export async function loadOverview(db: Db, weeks: number, now = new Date()): Promise<AdminOverview> {
  const since = periodStart(now, weeks);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const week = sql`date_trunc('week', created_at at time zone 'UTC')`;
  const provider = sql`coalesce(provider_name, detected_provider, 'Unknown')`;
  const [grouped, funnel, top] = await Promise.all([
    // One pass over the period's analyses for the weekly counts, the provider mix and the totals.
    db.execute(sql`select ${week} as week, ${provider} as provider, grouping(${week}) as no_week,
      grouping(${provider}) as no_provider, count(*)::int as n, coalesce(sum(spend_usd), 0)::float8 as spend,
      coalesce(sum(gap_usd), 0)::float8 as gap, count(*) filter (where spend_usd is null)::int as not_converted
      from results_history where created_at >= ${since}
      group by grouping sets ((${week}), (${provider}), ())`),
    db.execute(sql`select
      (select count(*)::int from bookings where created_at >= ${since} and status = 'confirmed') as calls,
      (select count(*)::int from contact_messages where created_at >= ${since}) as messages`),
    db.execute(sql`select id, name, email, provider_name, lead_score, spend_usd, gap_usd, created_at
      from results_history where created_at >= ${dayAgo}
      order by lead_score desc nulls last, created_at desc limit ${TOP_LEADS}`),
  ]);

  type Grouped = {
    week: unknown;
    provider: string | null;
    no_week: unknown;
    no_provider: unknown;
    n: number;
    spend: number;
    gap: number;
    not_converted: number;
  };
  const rows = rowsOf<Grouped>(grouped);
  const isSet = (v: unknown) => Number(v) === 1;
  const counts = new Map(
    rows
      .filter((r) => !isSet(r.no_week) && isSet(r.no_provider))
      .map((r) => [isoOf(r.week).slice(0, 10), num(r.n)]),
  );
  const analysesPerWeek = Array.from({ length: weeks }, (_, i) => {
    const start = new Date(since.getTime() + i * 7 * 86_400_000).toISOString().slice(0, 10);
    return { week_start: start, analyses: counts.get(start) ?? 0 };
  });

  const t: Partial<Grouped> = rows.find((r) => isSet(r.no_week) && isSet(r.no_provider)) ?? {};
  const f = rowsOf<Record<string, unknown>>(funnel)[0] ?? {};
  const providerRows = rows
    .filter((r) => isSet(r.no_week) && !isSet(r.no_provider))
    .map((r) => ({
      provider: String(r.provider),
      analyses: num(r.n),
      monthly_spend_usd: Math.round(num(r.spend)),
    }))
    .sort((a, b) => b.analyses - a.analyses || a.provider.localeCompare(b.provider));
  const head = providerRows.slice(0, PROVIDER_SLICES);
  const rest = providerRows.slice(PROVIDER_SLICES);
  if (rest.length > 0)
    head.push({
      provider: "Other",
      analyses: rest.reduce((s, r) => s + r.analyses, 0),
      monthly_spend_usd: rest.reduce((s, r) => s + r.monthly_spend_usd, 0),
    });

  return {
    weeks,
    since: since.toISOString(),
    analyses_per_week: analysesPerWeek,
    totals: {
      analyses: num(t.n),
      monthly_spend_usd: Math.round(num(t.spend)),
      yearly_gap_usd: Math.round(num(t.gap)),
      not_converted: num(t.not_converted),
    },
    funnel: { analyses: num(t.n), calls_booked: num(f.calls), messages: num(f.messages) },
    providers: head,
    top_leads: rowsOf<Record<string, unknown>>(top).map((r) => ({
      id: String(r.id),
      name: String(r.name),
      email: String(r.email),
      provider: r.provider_name === null ? null : String(r.provider_name),
      lead_score: numOrNull(r.lead_score),
      monthly_spend_usd: numOrNull(r.spend_usd),
      yearly_gap_usd: numOrNull(r.gap_usd),
      created_at: isoOf(r.created_at),
    })),
  };
}
