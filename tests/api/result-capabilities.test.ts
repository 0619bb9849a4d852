import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultsHistory } from "#server/db/schema.ts";
import { hashManageToken } from "#server/results/manage-token.ts";
import { MSG_MANAGE_TOKEN_REQUIRED } from "#shared/messages/result.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";
import { INVOICE_FIXTURE_DIR } from "#tests/support/fixtures.ts";
import { multipartBody } from "#tests/support/multipart.ts";

/** Issue 22 item 3 and issue 24 item 8: the link reads, the manage token changes; a second click is not a second row. */
const AWS_PDF = readFileSync(path.join(INVOICE_FIXTURE_DIR, "real-aws_invoice2data_1.pdf"));

let t: TestApp;
let awsId: string;
let gcpId: string;

function upload(fields: Record<string, string>, ip = "10.1.0.1", bytes: Uint8Array = AWS_PDF) {
  const body = multipartBody(fields, { filename: "invoice.pdf", bytes });
  return t.app.inject({ method: "POST", url: "/api/analyses", remoteAddress: ip, ...body });
}
const fields = (email: string, provider = awsId) => ({
  name: "Ada Lovelace",
  email,
  cloudProviderId: provider,
});
const rows = async () => (await t.services.database.db.select().from(resultsHistory)).length;

beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_RATE_LIMIT: "1000", DUPLICATE_WINDOW_MINUTES: "10" });
  const providers = (await t.app.inject({ url: "/api/providers" })).json() as Array<{
    id: string;
    name: string;
  }>;
  awsId = providers.find((p) => p.name === "AWS")?.id ?? "";
  gcpId = providers.find((p) => p.name !== "AWS")?.id ?? "";
});
afterAll(async () => {
  await t.close();
});

describe("result capabilities", () => {
  it("answers 201 {resultId, manageToken}; stores only the token's hash", async () => {
    const res = await upload(fields("cap-1@example.com"));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { resultId: string; manageToken: string };
    expect(Object.keys(body).sort()).toEqual(["manageToken", "resultId"]);
    expect(body.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.services.database.db
      .select()
      .from(resultsHistory)
      .where(eq(resultsHistory.id, body.resultId));
    expect(row?.manage_token_hash).toBe(hashManageToken(body.manageToken));
    expect(JSON.stringify(row)).not.toContain(body.manageToken);
  });

  it("reads with the id alone; correcting and deleting need X-Manage-Token (403 with a clear message)", async () => {
    const created = (await upload(fields("cap-2@example.com"))).json() as {
      resultId: string;
      manageToken: string;
    };
    const url = `/api/results/${created.resultId}`;
    expect((await t.app.inject({ url })).statusCode).toBe(200);

    const read = (await t.app.inject({ url })).json() as { extracted_data: { currency: string } };
    const change = { currency: read.extracted_data.currency === "EUR" ? "USD" : "EUR" };
    for (const headers of [{}, { "x-manage-token": "x".repeat(43) }, { "x-manage-token": "" }]) {
      expectError(
        await t.app.inject({ method: "PATCH", url: `${url}/figures`, headers, payload: change }),
        403,
        MSG_MANAGE_TOKEN_REQUIRED,
      );
      expectError(await t.app.inject({ method: "DELETE", url, headers }), 403, MSG_MANAGE_TOKEN_REQUIRED);
    }
    // Another result's token does not open this one.
    const other = (await upload(fields("cap-3@example.com"))).json() as { manageToken: string };
    expectError(
      await t.app.inject({ method: "DELETE", url, headers: { "x-manage-token": other.manageToken } }),
      403,
      MSG_MANAGE_TOKEN_REQUIRED,
    );
    expect((await t.app.inject({ url })).statusCode).toBe(200);

    const headers = { "x-manage-token": created.manageToken };
    const patched = await t.app.inject({ method: "PATCH", url: `${url}/figures`, headers, payload: change });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await t.app.inject({ method: "DELETE", url, headers })).statusCode).toBe(204);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it("refuses a correction that breaks an equation that held, naming it, unless the other figures come with it", async () => {
    const created = (await upload(fields("cap-4@example.com"))).json() as {
      resultId: string;
      manageToken: string;
    };
    const url = `/api/results/${created.resultId}`;
    const headers = { "x-manage-token": created.manageToken };
    const read = (await t.app.inject({ url })).json() as {
      extracted_data: {
        total_charges: number;
        net_charges: number;
        checks: Array<{ name: string; ok: boolean }>;
      };
    };
    const { total_charges: total, net_charges: net, checks } = read.extracted_data;
    expect(checks.find((c) => c.name === "amount_due")?.ok).toBe(true);

    // The review's case: a net far below the charges, alone.
    const alone = await t.app.inject({
      method: "PATCH",
      url: `${url}/figures`,
      headers,
      payload: { net_charges: Math.round(net * 0.4 * 100) / 100 },
    });
    expectError(alone, 400, /charges − credits − discounts − savings plans = net charges/);
    // The same net with the credits that explain it (and the tax that keeps the amount due) is accepted.
    const newNet = Math.round(net * 0.4 * 100) / 100;
    const amountDue = checks.find((c) => c.name === "amount_due");
    const current = (await t.app.inject({ url })).json() as {
      extracted_data: {
        credits: number | null;
        discount: number | null;
        savings_plan: number | null;
        vat: number | null;
      };
    };
    const d = current.extracted_data;
    const credits = Math.round((total - newNet - (d.discount ?? 0) - (d.savings_plan ?? 0)) * 100) / 100;
    const together = await t.app.inject({
      method: "PATCH",
      url: `${url}/figures`,
      headers,
      payload: {
        net_charges: newNet,
        credits,
        ...(amountDue?.ok ? { vat: Math.round((net + (d.vat ?? 0) - newNet) * 100) / 100 } : {}),
      },
    });
    expect(together.statusCode, together.body).toBe(200);
  });
});

describe("the same file with the same details again (issue 24 item 8)", () => {
  it("returns the earlier result (200, existing, no token) instead of a new row; other details make a new one", async () => {
    const first = await upload(fields("dup@example.com"), "10.1.0.9");
    expect(first.statusCode, first.body).toBe(201);
    const { resultId } = first.json() as { resultId: string };
    const before = await rows();

    const again = await upload(fields("DUP@example.com "), "10.1.0.9");
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ resultId, existing: true });
    expect(await rows()).toBe(before);

    expect((await upload(fields("dup-other@example.com"), "10.1.0.9")).statusCode).toBe(201);
    expect((await upload(fields("dup@example.com", gcpId), "10.1.0.9")).statusCode).toBe(201);
    expect(await rows()).toBe(before + 2);
  });
});

describe("the name is one line (issue 22 item 5)", () => {
  it("folds line breaks and control characters into spaces before it is stored or mailed", async () => {
    const res = await upload({
      name: "Ada\r\nEmail: forged@evil.example\u2028Bcc:\tx",
      email: "oneline@example.com",
      cloudProviderId: awsId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.services.database.db
      .select()
      .from(resultsHistory)
      .where(eq(resultsHistory.id, (res.json() as { resultId: string }).resultId));
    expect(row?.name).toBe("Ada Email: forged@evil.example Bcc: x");
  });
});
