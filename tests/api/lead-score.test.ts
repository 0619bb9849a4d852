import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, resultsHistory, webhookDeliveries, webhookEndpoints } from "#server/db/schema.ts";
import { newManageToken } from "#server/results/manage-token.ts";
import { readEventData } from "#server/webhooks/event-payload.ts";
import { type AdminResultsPage, AdminResultsPageSchema } from "#shared/schemas/admin-api.ts";
import { AdminOverviewSchema } from "#shared/schemas/admin-overview.ts";
import { createAdminAndSignIn, type SignedInAdmin } from "#tests/support/auth-helpers.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";
import { INVOICE_FIXTURE_DIR } from "#tests/support/fixtures.ts";
import { leadReading, leadRow } from "#tests/support/lead-fixtures.ts";
import { multipartBody } from "#tests/support/multipart.ts";
import { waitForMail } from "#tests/support/outbox.ts";

const NOW = new Date("2027-03-20T10:00:00Z"); // a Saturday; Monday 22 March 09:00 Berlin is bookable
const MONDAY_9 = "2027-03-22T08:00:00.000Z";
const MONDAY_930 = "2027-03-22T08:30:00.000Z";
const MONDAY_10 = "2027-03-22T09:00:00.000Z";

let t: TestApp;
let admin: SignedInAdmin;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp(
    { AUTH_RATE_LIMIT: "1000", BOOKING_TIMEZONE: "Europe/Berlin", BOOKING_HOURS: "09:00-12:00" },
    { now: () => NOW },
  );
  admin = await createAdminAndSignIn(t);
  const db = t.services.database.db;
  const rows = [
    // A big company bill far below the provider's average, the oldest.
    [
      "big",
      leadRow("Bea Big", "bea@bigcorp.example", leadReading(80_000, 78_000), {
        created_at: new Date(Date.now() - 3 * 3600_000),
      }),
    ],
    // A small free-mail bill, the newest.
    [
      "small",
      leadRow("Sam Small", "sam@gmail.com", leadReading(300, 290), {
        created_at: new Date(Date.now() - 60_000),
      }),
    ],
    // A mid-sized bill in euros.
    [
      "euro",
      leadRow("Eva Euro", "eva@euro.example", leadReading(5000, 4000, "EUR"), {
        created_at: new Date(Date.now() - 3600_000),
      }),
    ],
  ] as const;
  for (const [key, row] of rows) {
    const [inserted] = await db.insert(resultsHistory).values(row).returning({ id: resultsHistory.id });
    ids[key] = inserted?.id ?? "";
  }
});
afterAll(async () => {
  await t.close();
});

const page = async (query = ""): Promise<AdminResultsPage> => {
  const res = await t.app.inject({ url: `/api/admin/results${query}`, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return AdminResultsPageSchema.parse(res.json());
};
const scoreOf = async (key: string) => (await page()).items.find((r) => r.id === ids[key])?.lead_score;

describe("lead score in Results History", () => {
  it("scores every listed result and says why", async () => {
    const { items } = await page();
    expect(items.map((r) => r.id)).toEqual([ids.small, ids.euro, ids.big]);
    for (const row of items) {
      expect(row.lead_score).toBeTypeOf("number");
      const sum = row.lead_reasons.reduce((s, r) => s + r.points, 0);
      expect(Math.abs((row.lead_score ?? 0) - sum)).toBeLessThanOrEqual(0.5);
    }
    const big = items.find((r) => r.id === ids.big);
    expect(big?.lead_reasons.find((r) => r.key === "company_domain")?.points).toBe(10);
    expect(big?.lead_reasons.find((r) => r.key === "spend")?.detail).toBe("Spends about $80,000 a month");
    const small = items.find((r) => r.id === ids.small);
    expect(small?.lead_reasons.find((r) => r.key === "company_domain")?.detail).toBe("Free-mail address");
  });

  it("sorts by score, highest first, and filters by a minimum score", async () => {
    const sorted = await page("?sort=score");
    const scores = sorted.items.map((r) => r.lead_score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(sorted.items[0]?.id).toBe(ids.big);
    expect(sorted.items.at(-1)?.id).toBe(ids.small);

    const euro = sorted.items.find((r) => r.id === ids.euro)?.lead_score ?? 0;
    const filtered = await page(`?sort=score&min_score=${euro}`);
    expect(filtered.items.map((r) => r.id)).toEqual([ids.big, ids.euro]);
    expect(filtered.total).toBe(2);
    expect((await page("?min_score=100")).total).toBe(0);
    expectError(
      await t.app.inject({ url: "/api/admin/results?min_score=101", headers: admin.headers }),
      400,
      /minimum score/,
    );
    expect(
      (await t.app.inject({ url: "/api/admin/results?sort=name", headers: admin.headers })).statusCode,
    ).toBe(400);
  });

  it("exports the score and its reasons in the CSV, in the chosen order", async () => {
    const res = await t.app.inject({
      url: "/api/admin/results/export.csv?sort=score",
      headers: admin.headers,
    });
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toMatch(
      /,lead_score,lead_score_reasons,monthly_spend_usd,yearly_gap_usd,visitor_review$/,
    );
    expect(lines[1]).toContain(ids.big);
    expect(lines[1]).toMatch(/,\d+,"Spends about \$80,000 a month \(\+\d+(\.\d)?\);[^"]*",80000,\d+,$/);
  });

  it("rises when the lead sends a message and books a call", async () => {
    const before = (await scoreOf("small")) ?? 0;
    const message = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Sam Small", email: "SAM@gmail.com", company: "", message: "Please call me back." },
      remoteAddress: "198.51.100.7",
    });
    expect(message.statusCode, message.body).toBe(201);
    expect(await scoreOf("small")).toBe(before + 5);

    // Only the result's own manage token attaches it to a booking.
    const token = newManageToken();
    await t.services.database.db
      .update(resultsHistory)
      .set({ manage_token_hash: token.hash })
      .where(eq(resultsHistory.id, ids.small ?? ""));
    const booking = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: {
        name: "Sam Small",
        email: "other@gmail.com",
        company: "",
        slot_start: MONDAY_9,
        result_id: ids.small,
      },
      headers: { "x-manage-token": token.token },
      remoteAddress: "198.51.100.8",
    });
    expect(booking.statusCode, booking.body).toBe(201);
    expect(await scoreOf("small")).toBe(before + 20);
  });
});

describe("GET /api/admin/overview", () => {
  it("aggregates the period's analyses, totals, funnel, providers and top leads", async () => {
    const res = await t.app.inject({ url: "/api/admin/overview", headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const overview = AdminOverviewSchema.parse(res.json());
    expect(overview.weeks).toBe(12);
    expect(overview.analyses_per_week).toHaveLength(12);
    expect(overview.analyses_per_week.reduce((s, w) => s + w.analyses, 0)).toBe(3);
    expect(overview.analyses_per_week.at(-1)?.analyses).toBeGreaterThanOrEqual(1);
    expect(overview.totals.analyses).toBe(3);
    // Total charges (before discounts): 80,000 + 300 USD and 5,000 EUR at 1.08.
    expect(overview.totals.monthly_spend_usd).toBe(Math.round(80_000 + 300 + 5000 * 1.08));
    expect(overview.totals.yearly_gap_usd).toBeGreaterThan(0);
    expect(overview.funnel).toEqual({ analyses: 3, calls_booked: 1, messages: 1 });
    expect(overview.providers).toEqual([
      { provider: "AWS", analyses: 3, monthly_spend_usd: overview.totals.monthly_spend_usd },
    ]);
    expect(overview.top_leads.map((l) => l.id)[0]).toBe(ids.big);
    expect(overview.top_leads).toHaveLength(3);
    expectError(
      await t.app.inject({ url: "/api/admin/overview?weeks=99", headers: admin.headers }),
      400,
      /Weeks/,
    );
    expect((await t.app.inject({ url: "/api/admin/overview" })).statusCode).toBe(401);
  });

  it("counts only calls still booked: a cancelled call is not a call booked", async () => {
    await t.services.database.db.insert(bookings).values({
      slot_start: new Date(MONDAY_930),
      slot_end: new Date(new Date(MONDAY_930).getTime() + 30 * 60_000),
      name: "Cancelled Caller",
      email: "cancelled@example.com",
      status: "cancelled",
      cancelled_at: new Date(),
    });
    const res = await t.app.inject({ url: "/api/admin/overview", headers: admin.headers });
    expect(AdminOverviewSchema.parse(res.json()).funnel.calls_booked).toBe(1);
  });
});

describe("events from the analysis, booking and contact flows", () => {
  it("queues analysis.created (scored), booking.created, booking.rescheduled and booking.cancelled (with staff's reason) for a subscribed endpoint", async () => {
    const db = t.services.database.db;
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({
        url: "https://crm.invalid/hooks",
        events: ["analysis.created", "booking.created", "booking.rescheduled", "booking.cancelled"],
        secret: "whsec_AAAA",
      })
      .returning();
    // A delivery keeps only its row's id; its body is what the row says when it is sent.
    const queued = async (type: string, wait = true) => {
      const end = Date.now() + 10_000;
      for (;;) {
        const rows = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.event_type, type));
        if (rows.length > 0 || !wait || Date.now() > end)
          return Promise.all(
            rows.map(async (d) => ({
              type,
              data: {
                ...(await readEventData(db, t.config.publicUrl, type, d.subject_id ?? "")),
                ...d.details,
              } as Record<string, unknown>,
            })),
          );
        await new Promise((r) => setTimeout(r, 50));
      }
    };

    const providers = (await t.app.inject({ url: "/api/providers" })).json() as {
      id: string;
      name: string;
    }[];
    const pdf = readFileSync(path.join(INVOICE_FIXTURE_DIR, "real-aws_invoice2data_1.pdf"));
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/analyses",
      remoteAddress: "10.0.0.9",
      ...multipartBody(
        {
          name: "Ulla Upload",
          email: "ulla@uploads.example",
          cloudProviderId: providers.find((p) => p.name === "AWS")?.id ?? "",
        },
        { filename: "bill.pdf", bytes: pdf },
      ),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { resultId, manageToken } = upload.json() as { resultId: string; manageToken: string };
    await t.services.backgroundTasks.drain();
    const [analysis] = await queued("analysis.created");
    expect(analysis?.data).toMatchObject({
      id: resultId,
      email: "ulla@uploads.example",
      provider: "AWS",
      result_url: `${t.config.publicUrl}/results/${resultId}`,
      lead_score: expect.any(Number),
      current_savings_rate: 0,
      effective_savings_rate: 0,
      credits_share: 0,
    });
    const [stored] = await db.select().from(resultsHistory).where(eq(resultsHistory.id, resultId));
    expect(stored?.lead_score).toBe(analysis?.data.lead_score);

    const booking = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: {
        name: "Ulla Upload",
        email: "ulla@uploads.example",
        company: "",
        slot_start: MONDAY_930,
        result_id: resultId,
      },
      headers: { "x-manage-token": manageToken },
      remoteAddress: "198.51.100.9",
    });
    expect(booking.statusCode, booking.body).toBe(201);
    const [booked] = await queued("booking.created");
    expect(booked?.data).toMatchObject({ status: "confirmed", result_id: resultId, slot_start: MONDAY_930 });
    expect(booked?.data).toMatchObject({ cancel_reason: null });

    // Staff move the call, then the visitor moves it back with the link mailed to them.
    const moved = await t.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${String(booked?.data.id)}/move`,
      payload: { slot_start: MONDAY_10 },
      headers: admin.headers,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [byStaff] = await queued("booking.rescheduled");
    expect(byStaff?.data).toMatchObject({
      id: booked?.data.id,
      status: "confirmed",
      slot_start: MONDAY_10,
      previous_slot_start: MONDAY_930,
      rescheduled_by: "staff",
    });
    const mail = (
      await waitForMail(t.dataDir, (m) => m.to === "ulla@uploads.example" && /manage\?token=/.test(m.text))
    )
      .filter((m) => m.text.includes("manage?token="))
      .at(-1);
    const token = decodeURIComponent(/manage\?token=([^\s&]+)/.exec(mail?.text ?? "")?.[1] ?? "");
    const back = await t.app.inject({
      method: "POST",
      url: "/api/bookings/move",
      payload: { token, slot_start: MONDAY_930 },
      remoteAddress: "198.51.100.9",
    });
    expect(back.statusCode, back.body).toBe(200);
    const rescheduled = await queued("booking.rescheduled");
    expect(rescheduled.map((e) => e.data.rescheduled_by).sort()).toEqual(["staff", "visitor"]);
    expect(rescheduled.find((e) => e.data.rescheduled_by === "visitor")?.data).toMatchObject({
      slot_start: MONDAY_930,
      previous_slot_start: MONDAY_10,
    });

    const cancel = await t.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${String(booked?.data.id)}/cancel`,
      payload: { reason: "Our consultant is ill; we will call you to find a new time." },
      headers: admin.headers,
    });
    expect(cancel.statusCode, cancel.body).toBeLessThan(300);
    const [cancelled] = await queued("booking.cancelled");
    expect(cancelled?.data).toMatchObject({
      id: booked?.data.id,
      status: "cancelled",
      cancelled_at: expect.any(String),
      cancel_reason: "Our consultant is ill; we will call you to find a new time.",
    });
    expect((await queued("message.created", false)).length).toBe(0);
    await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint?.id ?? ""));
  });
});
