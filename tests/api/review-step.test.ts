import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultsHistory } from "#server/db/schema.ts";
import { MSG_REVIEW_TOKEN_REQUIRED, MSG_UNSUPPORTED_INVOICE } from "#shared/messages/analysis.ts";
import { AdminResultsPageSchema } from "#shared/schemas/admin-api.ts";
import { ResultSchema } from "#shared/schemas/result.ts";
import { type ReviewView, ReviewViewSchema } from "#shared/schemas/review.ts";
import { createAdminAndSignIn } from "#tests/support/auth-helpers.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";
import { multipartBody } from "#tests/support/multipart.ts";
import { waitForMail } from "#tests/support/outbox.ts";
import {
  highInvoice,
  misprintedNetInvoice,
  unreadableSummaryInvoice,
} from "#tests/support/review-invoices.ts";

let t: TestApp;
let awsId = "";
const RECEIPT = readFileSync(
  path.join(import.meta.dirname, "../fixtures/independent-sets/set3/decoy-cloudflare-payment-receipt.pdf"),
);

function upload(bytes: Uint8Array, email = "ada@example.com") {
  const body = multipartBody(
    { name: "Ada Lovelace", email, cloudProviderId: awsId },
    { filename: "invoice.pdf", bytes },
  );
  return t.app.inject({ method: "POST", url: "/api/analyses", ...body });
}
const view = (id: string, token: string) =>
  t.app.inject({ url: `/api/reviews/${id}`, headers: { "x-review-token": token } });
const confirm = (id: string, token: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api/reviews/${id}`, headers: { "x-review-token": token }, payload });

const blank = { credits: null, discount: null, savings_plan: null, vat: null, service_charges: null };

beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_RATE_LIMIT: "1000" });
  const providers = (await t.app.inject({ url: "/api/providers" })).json() as Array<{
    id: string;
    name: string;
  }>;
  awsId = providers.find((p) => p.name === "AWS")?.id ?? "";
});
afterAll(async () => {
  await t.close();
});

describe("the review step", () => {
  it("offers a refused cloud invoice for review, refuses figures that do not add up, then saves a result", async () => {
    const res = await upload(unreadableSummaryInvoice());
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json() as { error: string; review: { id: string; token: string } };
    expect(body.error).toBe(MSG_UNSUPPORTED_INVOICE);
    const { id, token } = body.review;

    expectError(await view(id, "x".repeat(43)), 403, MSG_REVIEW_TOKEN_REQUIRED);
    const shown = await view(id, token);
    expect(shown.statusCode, shown.body).toBe(200);
    const review: ReviewView = ReviewViewSchema.parse(shown.json());
    expect(review.kind).toBe("refused");
    expect(review.invoice_number).toBe("INV-REVIEW-0001");
    expect(review.figures.total_charges.value).toBeNull();
    expect(review.pages[0]?.image).toMatch(/^data:image\/png;base64,/);
    expect(review.pages[0]?.numbers.map((n) => n.value)).toEqual(expect.arrayContaining([1250, 250, 1000]));

    const unbalanced = await confirm(id, token, {
      ...blank,
      total_charges: 1250,
      discount: 250,
      net_charges: 1100,
      currency: "USD",
    });
    expectError(
      unbalanced,
      400,
      /charges − credits − discounts − savings plans = net charges\. The other figures give \$1,000\.00, not \$1,100\.00\./,
    );

    const done = await confirm(id, token, {
      ...blank,
      total_charges: 1250,
      discount: 250,
      net_charges: 1000,
      vat: 12.5,
      service_charges: 1012.5,
      currency: "usd",
    });
    expect(done.statusCode, done.body).toBe(201);
    const { resultId, manageToken } = done.json() as { resultId: string; manageToken: string };
    expect(manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const result = ResultSchema.parse((await t.app.inject({ url: `/api/results/${resultId}` })).json());
    const data = result.extracted_data;
    expect(data).toMatchObject({ total_charges: 1250, discount: 250, net_charges: 1000, currency: "USD" });
    expect(data.current_savings_rate).toBeCloseTo(0.2);
    expect(data.figures_to_check ?? []).toEqual([]);
    expect(data.visitor_review).toMatchObject({
      kind: "refused",
      fields: { total_charges: "confirmed", discount: "confirmed", net_charges: "confirmed", vat: "typed" },
    });
    expect(data.provenance?.vat?.text).toMatch(/typed by the visitor/);
    expect(data.provenance?.total_charges).toMatchObject({ page: 1, confidence: "high" });
    expect(data.provenance?.total_charges?.text).toMatch(/1,250\.00 \(picked on page 1 by the visitor\)/);

    // Confirmed once: the review is gone.
    expect((await view(id, token)).statusCode).toBe(404);
    // A confirmed result is announced like an upload's: its lead event was written with the row, and the staff
    // summary follows.
    const [mail] = await waitForMail(t.dataDir, (m) => m.text.includes(resultId));
    expect(mail?.subject).toMatch(/^New analysis: Ada Lovelace/);
  });

  it("asks to check figures read below high, and the confirmation clears them", async () => {
    const res = await upload(misprintedNetInvoice(), "grace@example.com");
    expect(res.statusCode, res.body).toBe(201);
    const { resultId, review } = res.json() as { resultId: string; review?: { id: string; token: string } };
    expect(review).toBeDefined();
    if (!review) return;
    const shown = ReviewViewSchema.parse((await view(review.id, review.token)).json());
    expect(shown.kind).toBe("unsure");
    expect(shown.figures.net_charges.value).toBe(1000);
    expect(shown.figures.net_charges.confidence).not.toBe("high");

    const printedNet = await confirm(review.id, review.token, {
      ...blank,
      total_charges: 1200,
      discount: 60,
      savings_plan: 140,
      net_charges: 1010,
      currency: "USD",
    });
    expectError(printedNet, 400, /charges − credits − discounts − savings plans = net charges/);

    const done = await confirm(review.id, review.token, {
      ...blank,
      total_charges: 1200,
      discount: 60,
      savings_plan: 140,
      net_charges: 1000,
      vat: 0,
      currency: "USD",
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ resultId });
    const [row] = await t.services.database.db
      .select({ extracted_data: resultsHistory.extracted_data })
      .from(resultsHistory)
      .where(eq(resultsHistory.id, resultId));
    const data = ResultSchema.shape.extracted_data.parse(row?.extracted_data);
    expect(data.visitor_review?.kind).toBe("unsure");
    expect(data.provenance?.net_charges?.confidence).toBe("high");
    // The headline no longer says it rests on figures to check: the visitor settled them.
    const shownResult = ResultSchema.parse((await t.app.inject({ url: `/api/results/${resultId}` })).json());
    expect(shownResult.extracted_data.figures_to_check ?? []).toEqual([]);
  });

  it("never offers it for a look-alike or an invoice read at high confidence", async () => {
    const receipt = await upload(new Uint8Array(RECEIPT), "receipt@example.com");
    expectError(receipt, 422, MSG_UNSUPPORTED_INVOICE);
    expect(receipt.json()).not.toHaveProperty("review");

    const high = await upload(highInvoice(), "high@example.com");
    expect(high.statusCode, high.body).toBe(201);
    expect(high.json()).not.toHaveProperty("review");
  });

  it("lets staff see and filter the results a visitor confirmed or typed, in the list and the CSV", async () => {
    const admin = await createAdminAndSignIn(t);
    const list = async (query: string) =>
      AdminResultsPageSchema.parse(
        (await t.app.inject({ url: `/api/admin/results${query}`, headers: admin.headers })).json(),
      );
    const typed = await list("?visitor=typed");
    expect(typed.items.map((r) => r.email)).toEqual(["ada@example.com"]);
    expect(typed.items[0]?.visitor_review).toBe("typed");
    const confirmed = await list("?visitor=confirmed");
    expect(confirmed.items.map((r) => r.email).sort()).toEqual(["ada@example.com", "grace@example.com"]);
    expect(confirmed.items.find((r) => r.email === "grace@example.com")?.visitor_review).toBe("confirmed");
    const all = await list("");
    expect(all.items.find((r) => r.email === "high@example.com")?.visitor_review).toBeNull();

    const csv = await t.app.inject({
      url: "/api/admin/results/export.csv?visitor=typed",
      headers: admin.headers,
    });
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toMatch(/,visitor_review$/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/,typed$/);
  });
});
