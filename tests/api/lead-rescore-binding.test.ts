import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { bookings, contactMessages, resultsHistory } from "#server/db/schema.ts";
import { rescoreLeads } from "#server/leads/rescore.ts";
import { storedLeadReasons } from "#server/leads/stored-reasons.ts";
import { leadReading, leadRow } from "#tests/support/lead-fixtures.ts";
import { openTestDatabase } from "#tests/support/test-db.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const signals = async (id: string) => {
  const [row] = await database.db
    .select({ score: resultsHistory.lead_score, reasons: resultsHistory.lead_reasons })
    .from(resultsHistory)
    .where(eq(resultsHistory.id, id));
  const given = storedLeadReasons(row?.reasons).filter((r) => r.points > 0);
  return { score: row?.score ?? null, kinds: given.map((r) => r.key) };
};

describe("the lead score's booking and message signals belong to the lead's own row", () => {
  it("gives no 'booked a call' or 'sent a message' for someone else's booking and message", async () => {
    const { db } = database;
    const [quiet] = await db
      .insert(resultsHistory)
      .values(leadRow("Quinn Quiet", "quinn@quiet.example", leadReading(5000, 4000)))
      .returning({ id: resultsHistory.id });
    const [active] = await db
      .insert(resultsHistory)
      .values(leadRow("Alex Active", "alex@active.example", leadReading(5000, 4000)))
      .returning({ id: resultsHistory.id });
    if (!quiet || !active) throw new Error("rows not inserted");
    // Someone else entirely books and writes; Alex books a call naming Alex's analysis and writes too.
    await db.insert(bookings).values([
      {
        slot_start: new Date("2027-03-22T08:00:00Z"),
        slot_end: new Date("2027-03-22T08:30:00Z"),
        name: "Other Person",
        email: "other@elsewhere.example",
      },
      {
        slot_start: new Date("2027-03-22T09:00:00Z"),
        slot_end: new Date("2027-03-22T09:30:00Z"),
        name: "Alex Active",
        email: "alex.second@active.example",
        result_id: active.id,
      },
    ]);
    await db.insert(contactMessages).values([
      { name: "Other Person", email: "other@elsewhere.example", message: "Hello there." },
      { name: "Alex Active", email: "ALEX@active.example", message: "Call me." },
    ]);

    await rescoreLeads(db, { ids: [quiet.id, active.id] });

    const q = await signals(quiet.id);
    const a = await signals(active.id);
    expect(q.kinds).not.toContain("booked_call");
    expect(q.kinds).not.toContain("sent_message");
    expect(a.kinds).toContain("booked_call");
    expect(a.kinds).toContain("sent_message");
    expect(a.score).toBe((q.score ?? 0) + 20);
  });
});
