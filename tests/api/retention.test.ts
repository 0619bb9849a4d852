import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings, contactMessages, resultsHistory } from "#server/db/schema.ts";
import { withAdvisoryLock } from "#server/retention/advisory-lock.ts";
import { purgeExpired, RETENTION_LOCK_KEY } from "#server/retention/purge.ts";
import { MSG_NOT_FOUND } from "#shared/messages/general.ts";
import { MSG_RESULT_NOT_FOUND } from "#shared/messages/result.ts";
import { createAdminAndSignIn } from "#tests/support/auth-helpers.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";
import { MANAGE, TEST_MANAGE_TOKEN_HASH } from "#tests/support/manage-token.ts";

let t: TestApp;
const DAY_MS = 24 * 60 * 60 * 1000;
const pdf = (label: string) => new Uint8Array(Buffer.from(`%PDF-1.7\n% ${label}\n%%EOF\n`));

/** An analysis row with its PDF in storage, `daysAgo` old. */
async function addAnalysis(label: string, daysAgo: number, keep = false) {
  const file = `${label}-${randomUUID().slice(0, 8)}.pdf`;
  await t.services.storage.put("bills", file, pdf(label), "application/pdf");
  const [row] = await t.services.database.db
    .insert(resultsHistory)
    .values({
      name: label,
      email: `${label}@corp.example`,
      pdf_url: `bills/${file}`,
      extracted_data: { currency: "USD" },
      created_at: new Date(Date.now() - daysAgo * DAY_MS),
      keep,
      manage_token_hash: TEST_MANAGE_TOKEN_HASH,
    })
    .returning();
  if (!row) throw new Error("insert failed");
  return { id: row.id, file };
}

const fileExists = async (file: string) => (await t.services.storage.get("bills", file)) !== null;
const rowExists = async (id: string) =>
  (await t.services.database.db.select().from(resultsHistory).where(eq(resultsHistory.id, id))).length > 0;
const purge = () =>
  purgeExpired({ database: t.services.database, storage: t.services.storage, retentionDays: 30 });

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  const { db } = t.services.database;
  await db.delete(bookings);
  await db.delete(contactMessages);
  await db.delete(resultsHistory);
});

const ago = (days: number) => new Date(Date.now() - days * DAY_MS);

async function addMessage(label: string, daysAgo: number, keep = false) {
  const [row] = await t.services.database.db
    .insert(contactMessages)
    .values({ name: label, email: `${label}@corp.example`, message: "Hello", created_at: ago(daysAgo), keep })
    .returning();
  return row?.id ?? "";
}

/** A one-hour call starting `callDaysAgo` ago (negative: in the future), booked `bookedDaysAgo` ago. */
async function addBooking(label: string, bookedDaysAgo: number, callDaysAgo: number, keep = false) {
  const start = ago(callDaysAgo);
  const [row] = await t.services.database.db
    .insert(bookings)
    .values({
      name: label,
      email: `${label}@corp.example`,
      slot_start: start,
      slot_end: new Date(start.getTime() + 60 * 60 * 1000),
      created_at: ago(bookedDaysAgo),
      keep,
    })
    .returning();
  return row?.id ?? "";
}

async function remainingIds(table: typeof contactMessages | typeof bookings): Promise<string[]> {
  return (await t.services.database.db.select({ id: table.id }).from(table)).map((r) => r.id);
}

describe("purgeExpired", () => {
  it("deletes analyses older than the period with their PDFs, and keeps marked and recent ones", async () => {
    const old = await addAnalysis("old", 31);
    const older = await addAnalysis("older", 400);
    const kept = await addAnalysis("kept", 90, true);
    const recent = await addAnalysis("recent", 29);

    const report = await purge();
    expect(report.skipped).toBe(false);
    if (report.skipped) return;
    expect(report.counts.analyses).toEqual({ rows: 2, files: 2 });
    for (const gone of [old, older]) {
      expect(await rowExists(gone.id)).toBe(false);
      expect(await fileExists(gone.file)).toBe(false);
    }
    for (const stays of [kept, recent]) {
      expect(await rowExists(stays.id)).toBe(true);
      expect(await fileExists(stays.file)).toBe(true);
    }
  });

  it("deletes contact messages and bookings past the period unless kept; a booking counts from its call", async () => {
    const oldMessage = await addMessage("old-msg", 31);
    const keptMessage = await addMessage("kept-msg", 60, true);
    const newMessage = await addMessage("new-msg", 2);
    const pastCall = await addBooking("past-call", 50, 31);
    const keptCall = await addBooking("kept-call", 50, 40, true);
    const recentCall = await addBooking("recent-call", 40, 20);
    const upcomingCall = await addBooking("upcoming-call", 35, -5);

    const report = await purge();
    expect(report.skipped ? null : report.counts).toEqual({
      analyses: { rows: 0, files: 0 },
      contact_messages: { rows: 1 },
      bookings: { rows: 1 },
      webhook_deliveries: { rows: 0 },
      orphan_bills: { rows: 0, files: 0 },
    });
    expect((await remainingIds(contactMessages)).sort()).toEqual([keptMessage, newMessage].sort());
    expect(await remainingIds(contactMessages)).not.toContain(oldMessage);
    expect((await remainingIds(bookings)).sort()).toEqual([keptCall, recentCall, upcomingCall].sort());
    expect(await remainingIds(bookings)).not.toContain(pastCall);
  });

  it("takes a kept analysis once staff remove the mark", async () => {
    const kept = await addAnalysis("unmarked", 45, true);
    expect((await purge()).skipped).toBe(false);
    expect(await rowExists(kept.id)).toBe(true);
    await t.services.database.db
      .update(resultsHistory)
      .set({ keep: false })
      .where(eq(resultsHistory.id, kept.id));
    await purge();
    expect(await rowExists(kept.id)).toBe(false);
    expect(await fileExists(kept.file)).toBe(false);
  });

  it("deletes a row whose PDF is already gone", async () => {
    const orphanRow = await addAnalysis("no-file", 60);
    await t.services.storage.delete("bills", orphanRow.file);
    await purge();
    expect(await rowExists(orphanRow.id)).toBe(false);
  });

  it("works through more rows than one batch", async () => {
    const many = await Promise.all(Array.from({ length: 130 }, (_, i) => addAnalysis(`bulk${i}`, 35)));
    const report = await purge();
    expect(report.skipped ? null : report.counts.analyses).toEqual({ rows: 130, files: 130 });
    const left = await t.services.database.db
      .select()
      .from(resultsHistory)
      .where(
        inArray(
          resultsHistory.id,
          many.map((m) => m.id),
        ),
      );
    expect(left).toEqual([]);
    expect(await fileExists(many[129]?.file ?? "")).toBe(false);
  });

  it("leaves everything alone while another holder has the lock (another instance purging)", async () => {
    const old = await addAnalysis("locked-out", 50);
    // The purge inside runs on another connection of the pool (PostgreSQL) or beside it in-process (PGlite).
    const inner = await withAdvisoryLock(t.services.database, RETENTION_LOCK_KEY, () => purge());
    expect(inner).toEqual({ acquired: true, value: { skipped: true } });
    expect(await rowExists(old.id)).toBe(true);
    expect(await fileExists(old.file)).toBe(true);
    // Released: the next run does the work.
    expect((await purge()).skipped).toBe(false);
    expect(await rowExists(old.id)).toBe(false);
  });

  it("is safe when two purges start together: each old analysis deleted once, no errors", async () => {
    const olds = await Promise.all(Array.from({ length: 20 }, (_, i) => addAnalysis(`race${i}`, 40)));
    const reports = await Promise.all([purge(), purge()]);
    const deleted = reports.reduce((n, r) => n + (r.skipped ? 0 : (r.counts.analyses?.rows ?? 0)), 0);
    expect(deleted).toBe(20);
    for (const o of olds) expect(await fileExists(o.file)).toBe(false);
  });
});

describe("purgeExpired: outbox mails and orphan bills (issue 22 item 5)", () => {
  it("deletes .eml files older than the period and sweeps orphan bill files on every run", async () => {
    const outbox = path.join(t.dataDir, "outbox-purge-test");
    mkdirSync(outbox, { recursive: true });
    const old = path.join(outbox, "2026-01-01T00-00-00-000Z-old.eml");
    const recent = path.join(outbox, "recent.eml");
    const other = path.join(outbox, "README.txt");
    for (const file of [old, recent, other]) writeFileSync(file, "To: visitor@example.com\n\nYour analysis");
    const monthsAgo = new Date(Date.now() - 40 * DAY_MS);
    utimesSync(old, monthsAgo, monthsAgo);
    utimesSync(other, monthsAgo, monthsAgo);
    // A bill no row points at (an upload cut off between storing and saving), older than the grace.
    const orphan = `orphan-${randomUUID().slice(0, 8)}.pdf`;
    await t.services.storage.put("bills", orphan, pdf("orphan"), "application/pdf");
    const mine = await addAnalysis("not-an-orphan", 1);

    const report = await purgeExpired({
      database: t.services.database,
      storage: t.services.storage,
      retentionDays: 30,
      outboxDir: outbox,
      orphanGraceMs: 0,
    });
    expect(report.skipped ? null : report.counts.outbox_mails).toEqual({ rows: 1 });
    expect(report.skipped ? 0 : (report.counts.orphan_bills?.files ?? 0)).toBeGreaterThanOrEqual(1);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    expect(existsSync(other)).toBe(true);
    expect(await fileExists(orphan)).toBe(false);
    expect(await fileExists(mine.file)).toBe(true);
  });
});

describe("DELETE /api/results/:id (the visitor deletes their analysis)", () => {
  it("deletes the row and the PDF; the link then answers 404", async () => {
    const mine = await addAnalysis("mine", 1);
    const res = await t.app.inject({ method: "DELETE", url: `/api/results/${mine.id}`, headers: MANAGE });
    expect(res.statusCode, res.body).toBe(204);
    expect(await rowExists(mine.id)).toBe(false);
    expect(await fileExists(mine.file)).toBe(false);
    expectError(await t.app.inject({ url: `/api/results/${mine.id}` }), 404, MSG_RESULT_NOT_FOUND);
    expectError(
      await t.app.inject({ method: "DELETE", url: `/api/results/${mine.id}`, headers: MANAGE }),
      404,
      MSG_RESULT_NOT_FOUND,
    );
  });

  it("also deletes an analysis staff marked to keep (the keep mark only holds off the purge)", async () => {
    const kept = await addAnalysis("kept-mine", 1, true);
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/results/${kept.id.toUpperCase()}`,
      headers: MANAGE,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await rowExists(kept.id)).toBe(false);
  });

  it("answers 404 for an unknown or malformed id and deletes nothing else", async () => {
    const other = await addAnalysis("other", 1);
    expectError(
      await t.app.inject({ method: "DELETE", url: `/api/results/${randomUUID()}`, headers: MANAGE }),
      404,
      MSG_RESULT_NOT_FOUND,
    );
    expectError(
      await t.app.inject({ method: "DELETE", url: "/api/results/not-a-uuid", headers: MANAGE }),
      404,
      MSG_RESULT_NOT_FOUND,
    );
    expect(await rowExists(other.id)).toBe(true);
  });
});

describe("PUT /api/admin/results/:id/keep (staff hold a result back from the purge)", () => {
  it("marks and releases; the list shows the mark; the purge honours it", async () => {
    const admin = await createAdminAndSignIn(t);
    const old = await addAnalysis("keep-me", 40);
    const put = (id: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: "PUT", url: `/api/admin/results/${id}/keep`, headers: admin.headers, payload });

    const marked = await put(old.id, { value: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ id: old.id, keep: true });
    const list = await t.app.inject({ url: "/api/admin/results", headers: admin.headers });
    expect((list.json() as { items: Array<{ id: string; keep: boolean }> }).items).toContainEqual(
      expect.objectContaining({ id: old.id, keep: true }),
    );
    await purge();
    expect(await rowExists(old.id)).toBe(true);

    expect((await put(old.id, { value: false })).json()).toEqual({ id: old.id, keep: false });
    await purge();
    expect(await rowExists(old.id)).toBe(false);
  });

  it("refuses a body that is not {value: boolean}, and answers 404 for an unknown result", async () => {
    const admin = await createAdminAndSignIn(t);
    const row = await addAnalysis("keep-bad", 1);
    const put = (id: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: "PUT", url: `/api/admin/results/${id}/keep`, headers: admin.headers, payload });
    expect((await put(row.id, { value: "yes" })).statusCode).toBe(400);
    expect((await put(row.id, {})).statusCode).toBe(400);
    expectError(await put(randomUUID(), { value: true }), 404, MSG_NOT_FOUND);
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: `/api/admin/results/${row.id}/keep`,
          payload: { value: true },
        })
      ).statusCode,
    ).toBe(401);
  });
});
