/**
 * bench:overview — the admin overview and Results History by score on 10,000 analyses (issue 26).
 * Seeds an in-memory PGlite (migrated like a server's) with 10,000 analyses over 12 weeks, 600 bookings and 400
 * messages, scores them all (the one-time backfill after the migration), then times GET /api/admin/overview's
 * queries and the first Results History page ordered by score, and prints each overview query's plan.
 *
 *   npm run bench:overview            (ROWS=20000 npm run bench:overview for another size)
 */

import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { openDatabase } from "#server/db/client.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { bookings, contactMessages, resultsHistory } from "#server/db/schema.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { scoreUnscored } from "#server/leads/rescore.ts";
import { loadOverview, periodStart } from "#server/overview/overview.ts";
import { countResults, selectResults } from "#server/routes/admin/results-query.ts";
import { leadReading } from "#tests/support/lead-fixtures.ts";

const ROWS = Number(process.env.ROWS ?? 10_000);
const RUNS = 20;
const PROVIDERS = [
  "AWS",
  "Azure",
  "GCP",
  "Oracle Cloud",
  "IBM Cloud",
  "Alibaba Cloud",
  "DigitalOcean",
  "Hetzner",
];
const CURRENCIES = ["USD", "USD", "USD", "EUR", "EUR", "GBP", "CHF", "JPY"];
const DOMAINS = [
  "gmail.com",
  "outlook.com",
  "acme.example",
  "globex.example",
  "initech.example",
  "umbrella.example",
];

// A fixed pseudo-random sequence: every run seeds the same data.
let state = 42;
const rand = () => {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state / 2 ** 31;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

function reading(provider: string, currency: string) {
  const total = Math.round(10 ** (2 + rand() * 4) * 100) / 100; // $100 .. $1,000,000 a month
  const net = Math.round(total * (1 - rand() * 0.3) * 100) / 100;
  return leadReading(total, net, currency, 0.2 + rand() * 0.2, provider);
}

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  await migrateDatabase(database);
  await seedDatabase(database.db);
  const { db } = database;
  const now = new Date();
  const spanMs = 12 * 7 * 86_400_000;

  let start = process.hrtime.bigint();
  const emails: string[] = [];
  for (let offset = 0; offset < ROWS; offset += 500) {
    const batch = Array.from({ length: Math.min(500, ROWS - offset) }, (_, i) => {
      const provider = pick(PROVIDERS);
      const email = `lead${offset + i}@${pick(DOMAINS)}`;
      emails.push(email);
      return {
        name: `Lead ${offset + i}`,
        email,
        pdf_url: `bills/${randomUUID()}.pdf`,
        provider_name: provider,
        extracted_data: reading(provider, pick(CURRENCIES)),
        created_at: new Date(now.getTime() - rand() * spanMs),
      };
    });
    await db.insert(resultsHistory).values(batch);
  }
  const slot = (i: number) => new Date(Date.UTC(2027, 0, 1) + i * 1_800_000);
  await db.insert(bookings).values(
    Array.from({ length: 600 }, (_, i) => ({
      slot_start: slot(i),
      slot_end: new Date(slot(i).getTime() + 1_800_000),
      name: `Booker ${i}`,
      email: pick(emails),
      created_at: new Date(now.getTime() - rand() * spanMs),
    })),
  );
  await db.insert(contactMessages).values(
    Array.from({ length: 400 }, (_, i) => ({
      name: `Writer ${i}`,
      email: pick(emails),
      message: "Please call me.",
      created_at: new Date(now.getTime() - rand() * spanMs),
    })),
  );
  await db.execute(sql`analyze`);
  console.log(`seeded ${ROWS} analyses, 600 bookings, 400 messages in ${ms(start).toFixed(0)} ms`);

  start = process.hrtime.bigint();
  const scored = await scoreUnscored(db, ROWS);
  const backfill = ms(start);
  console.log(`scored ${scored} unscored analyses (one-time backfill) in ${backfill.toFixed(0)} ms`);
  await db.execute(sql`analyze`);

  const overviewTimes: number[] = [];
  const listTimes: number[] = [];
  const search = { q: "", sort: "score" as const, min_score: undefined };
  const filtered = { q: "", sort: "score" as const, min_score: 60 };
  const filteredTimes: number[] = [];
  let overview = await loadOverview(db, 12, now);
  for (let i = 0; i < RUNS; i++) {
    let t = process.hrtime.bigint();
    await scoreUnscored(db); // what the route runs first: nothing left to score
    overview = await loadOverview(db, 12, now);
    overviewTimes.push(ms(t));
    t = process.hrtime.bigint();
    await Promise.all([selectResults(db, search).limit(20).offset(0), countResults(db, search)]);
    listTimes.push(ms(t));
    t = process.hrtime.bigint();
    await Promise.all([selectResults(db, filtered).limit(20).offset(0), countResults(db, filtered)]);
    filteredTimes.push(ms(t));
  }
  console.log(
    `overview: median ${median(overviewTimes).toFixed(1)} ms, max ${Math.max(...overviewTimes).toFixed(1)} ms over ${RUNS} runs` +
      ` (${overview.totals.analyses} analyses, $${overview.totals.monthly_spend_usd.toLocaleString("en-US")}/month,` +
      ` funnel ${overview.funnel.analyses}/${overview.funnel.calls_booked}/${overview.funnel.messages})`,
  );
  console.log(`results page by score (20 rows + count): median ${median(listTimes).toFixed(1)} ms`);
  console.log(`results page by score, min_score=60: median ${median(filteredTimes).toFixed(1)} ms`);

  const since = periodStart(now, 12).toISOString();
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  const plans: Record<string, string> = {
    "weeks, providers and totals (one pass)": `select date_trunc('week', created_at at time zone 'UTC'), coalesce(provider_name, detected_provider, 'Unknown'), count(*), sum(spend_usd), sum(gap_usd) from results_history where created_at >= '${since}' group by grouping sets ((1), (2), ())`,
    funnel: `select (select count(*) from bookings where created_at >= '${since}'), (select count(*) from contact_messages where created_at >= '${since}')`,
    "top leads": `select id, name, lead_score from results_history where created_at >= '${dayAgo}' order by lead_score desc nulls last, created_at desc limit 5`,
    "results by score":
      "select id from results_history order by lead_score desc nulls last, created_at desc, id desc limit 20",
  };
  for (const [name, query] of Object.entries(plans)) {
    const result = (await db.execute(sql.raw(`explain analyze ${query}`))) as unknown as {
      rows: { "QUERY PLAN": string }[];
    };
    console.log(`\n-- ${name}\n${result.rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
  }
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
