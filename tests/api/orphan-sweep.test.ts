import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultMonths, resultsHistory } from "#server/db/schema.ts";
import { sweepOrphanBills } from "#server/storage/sweep-orphans.ts";
import { buildTestApp, type TestApp } from "#tests/support/build-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("sweepOrphanBills (run on every start)", () => {
  it("removes old bill files no analysis points at, and half-written temp files; keeps the rest", async () => {
    const bills = path.join(t.dataDir, "storage", "bills");
    mkdirSync(bills, { recursive: true });
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    const plant = (name: string, old: boolean) => {
      writeFileSync(path.join(bills, name), "%PDF-1.4\n%%EOF\n");
      if (old) utimesSync(path.join(bills, name), hourAgo, hourAgo);
    };
    plant("1-orphan.pdf", true);
    plant("2-kept.pdf", true);
    plant("3-fresh-orphan.pdf", false);
    plant("4-cut.pdf.1234.1700000000000.tmp", true);
    const [provider] = await t.services.database.db.query.cloudProviders.findMany({ limit: 1 });
    await t.services.database.db.insert(resultsHistory).values({
      name: "Ada",
      email: "ada@example.com",
      pdf_url: "bills/2-kept.pdf",
      cloud_provider_id: provider?.id ?? null,
      extracted_data: {} as never,
    });

    const removed = await sweepOrphanBills(t.services.database.db, t.services.storage);
    expect(removed).toBe(2);
    expect(existsSync(path.join(bills, "1-orphan.pdf"))).toBe(false);
    expect(existsSync(path.join(bills, "4-cut.pdf.1234.1700000000000.tmp"))).toBe(false);
    expect(existsSync(path.join(bills, "2-kept.pdf"))).toBe(true);
    expect(existsSync(path.join(bills, "3-fresh-orphan.pdf"))).toBe(true);
    expect(await sweepOrphanBills(t.services.database.db, t.services.storage, { graceMs: 0 })).toBe(1);
    expect(existsSync(path.join(bills, "3-fresh-orphan.pdf"))).toBe(false);
  });

  it("keeps the PDF of every month added to an analysis, at start and at the hourly purge alike", async () => {
    const bills = path.join(t.dataDir, "storage", "bills");
    mkdirSync(bills, { recursive: true });
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    for (const name of ["m-original.pdf", "m-added-1.pdf", "m-added-2.pdf"]) {
      writeFileSync(path.join(bills, name), "%PDF-1.4\n%%EOF\n");
      utimesSync(path.join(bills, name), hourAgo, hourAgo);
    }
    const db = t.services.database.db;
    const [result] = await db
      .insert(resultsHistory)
      .values({
        name: "Grace",
        email: "grace@example.com",
        pdf_url: "bills/m-original.pdf",
        extracted_data: {} as never,
      })
      .returning({ id: resultsHistory.id });
    if (!result) throw new Error("no result row");
    await db.insert(resultMonths).values([
      {
        result_id: result.id,
        pdf_url: "bills/m-added-1.pdf",
        file_sha256: "a".repeat(64),
        extracted_data: {} as never,
      },
      {
        result_id: result.id,
        pdf_url: "bills/m-added-2.pdf",
        file_sha256: "b".repeat(64),
        extracted_data: {} as never,
      },
    ]);

    expect(await sweepOrphanBills(db, t.services.storage, { graceMs: 0 })).toBe(0);
    for (const name of ["m-original.pdf", "m-added-1.pdf", "m-added-2.pdf"])
      expect(existsSync(path.join(bills, name)), name).toBe(true);
  });
});
