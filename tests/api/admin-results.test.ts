import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloudProviders, resultsHistory } from "#server/db/schema.ts";
import { MSG_STORED_PDF_MISSING } from "#shared/messages/admin.ts";
import { MSG_BAD_PAGE, MSG_BAD_PAGE_SIZE, MSG_NOT_FOUND } from "#shared/messages/general.ts";
import { type AdminResultsPage, AdminResultsPageSchema } from "#shared/schemas/admin-api.ts";
import { createAdminAndSignIn, type SignedInAdmin } from "#tests/support/auth-helpers.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";

let t: TestApp;
let admin: SignedInAdmin;
const ids: Record<string, string> = {};
const pdfBytes = (label: string) =>
  new Uint8Array(Buffer.from(`%PDF-1.7\n% ${label}\n${"x".repeat(300)}\n%%EOF\n`));

async function addResult(
  key: string,
  name: string,
  email: string,
  minutesAgo: number,
  provider: string | null,
) {
  const db = t.services.database.db;
  const [p] = provider ? await db.select().from(cloudProviders).where(eq(cloudProviders.name, provider)) : [];
  const file = `${key}-${randomUUID().slice(0, 6)}.pdf`;
  await t.services.storage.put("bills", file, pdfBytes(key), "application/pdf");
  const [row] = await db
    .insert(resultsHistory)
    .values({
      name,
      email,
      pdf_url: `bills/${file}`,
      cloud_provider_id: p?.id ?? null,
      extracted_data: { current_savings_rate: 0.125, total_monthly_spend: 1234.5, currency: "USD" },
      created_at: new Date(Date.now() - minutesAgo * 60_000),
    })
    .returning();
  ids[key] = row?.id ?? "";
}

beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: "1000" });
  admin = await createAdminAndSignIn(t);
  await addResult("old", "Olga Old", "olga@corp.example", 300, "AWS");
  await addResult("mid", "Max 100% Mid", "max@startup.example", 200, "GCP");
  await addResult("evil", '=HYPERLINK("http://x")', "evil@corp.example", 100, null);
  await addResult("new", 'Nina "Quotes", Jr.', "nina@corp.example", 10, "Azure");
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => t.app.inject({ url, headers: admin.headers });
const page = async (query = ""): Promise<AdminResultsPage> => {
  const res = await get(`/api/admin/results${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return AdminResultsPageSchema.parse(res.json());
};

describe("GET /api/admin/results", () => {
  it("lists results newest first with the provider's name and the total", async () => {
    const body = await page();
    expect(body.total).toBe(4);
    expect(body.items.map((r) => r.id)).toEqual([ids.new, ids.evil, ids.mid, ids.old]);
    expect(body.items[0]).toMatchObject({ email: "nina@corp.example", provider_name: "Azure" });
    expect(body.items[1]?.provider_name).toBeNull();
    expect(body.items[0]?.pdf_url).toMatch(/^bills\/new-.*\.pdf$/);
  });

  it("pages", async () => {
    const second = await page("?page=2&page_size=3");
    expect(second).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(second.items.map((r) => r.id)).toEqual([ids.old]);
  });

  it("searches name or email, case-insensitively, with LIKE wildcards taken literally", async () => {
    expect((await page("?q=CORP.example")).items.map((r) => r.id)).toEqual([ids.new, ids.evil, ids.old]);
    expect((await page("?q=olga")).items.map((r) => r.id)).toEqual([ids.old]);
    const percent = await page(`?q=${encodeURIComponent("100%")}`);
    expect(percent.items.map((r) => r.id)).toEqual([ids.mid]);
    expect((await page(`?q=${encodeURIComponent("%")}`)).total).toBe(1);
    expect((await page("?q=nobody")).total).toBe(0);
  });

  it.each([
    ["?page=0", MSG_BAD_PAGE],
    ["?page=x", MSG_BAD_PAGE],
    ["?page_size=0", MSG_BAD_PAGE_SIZE],
    ["?page_size=201", MSG_BAD_PAGE_SIZE],
  ])("refuses %s", async (query, message) => {
    expectError(await get(`/api/admin/results${query}`), 400, message);
  });
});

describe("GET /api/admin/results/export.csv", () => {
  it("exports the filtered list as CSV with quoting and a formula guard", async () => {
    const res = await get("/api/admin/results/export.csv?q=corp");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="results-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = res.body.replace(/^\uFEFF/, "");
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "created_at_utc,name,email,provider,current_savings_rate,total_monthly_spend,currency,pdf_file,result_url,id,estimated_esr,gap_to_estimate,yearly_gap,corrected,provider_match,chosen_provider,detected_provider,lead_score,lead_score_reasons,monthly_spend_usd,yearly_gap_usd,visitor_review",
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},"Nina ""Quotes"", Jr\.",nina@corp\.example,Azure,0\.125,1234\.5,USD,new-/,
    );
    expect(lines[1]).toContain(`,${t.config.publicUrl}/results/${ids.new},${ids.new}`);
    expect(lines[2]).toMatch(/^[^,]+,"'=HYPERLINK\(""http:\/\/x""\)",evil@corp\.example,,/);
    expect(text).not.toContain("Max 100% Mid");
  });
});

describe("GET /api/admin/results/:id/pdf", () => {
  it("streams the stored PDF byte for byte as an attachment named after the stored file", async () => {
    const list = await page("?q=olga");
    const row = list.items[0];
    const res = await get(`/api/admin/results/${ids.old}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${row?.pdf_url.split("/")[1]}"`);
    expect(new Uint8Array(res.rawPayload)).toEqual(pdfBytes("old"));
  });

  it("answers 404 when the row or its file is gone", async () => {
    expectError(await get(`/api/admin/results/${randomUUID()}/pdf`), 404, MSG_NOT_FOUND);
    const [row] = await t.services.database.db
      .select()
      .from(resultsHistory)
      .where(eq(resultsHistory.id, ids.mid ?? ""));
    await t.services.storage.delete("bills", row?.pdf_url.split("/")[1] ?? "");
    expectError(await get(`/api/admin/results/${ids.mid}/pdf`), 404, MSG_STORED_PDF_MISSING);
  });
});

describe("DELETE /api/admin/results/:id", () => {
  it("deletes the row and its PDF", async () => {
    const [row] = await t.services.database.db
      .select()
      .from(resultsHistory)
      .where(eq(resultsHistory.id, ids.new ?? ""));
    const file = row?.pdf_url.split("/")[1] ?? "";
    expect(await t.services.storage.get("bills", file)).not.toBeNull();
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/results/${ids.new}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(204);
    expect(await t.services.storage.get("bills", file)).toBeNull();
    expect((await page()).items.map((r) => r.id)).not.toContain(ids.new);
    expect((await t.app.inject({ url: `/api/results/${ids.new}` })).statusCode).toBe(404);
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/results/${ids.new}`,
      headers: admin.headers,
    });
    expectError(again, 404, MSG_NOT_FOUND);
  });
});
