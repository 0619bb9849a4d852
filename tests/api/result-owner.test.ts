import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "#server/db/schema.ts";
import { tokenNoStorePlugin } from "#server/plugins/token-no-store.ts";
import { MSG_MANAGE_TOKEN_REQUIRED } from "#shared/messages/result.ts";
import { insertResult } from "#tests/support/booking-helpers.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";
import { INVOICE_FIXTURE_DIR } from "#tests/support/fixtures.ts";
import { multipartBody } from "#tests/support/multipart.ts";

// What only a result's owner (its manage token) may do, and answers that carry the token.
const NOW = new Date("2027-03-20T10:00:00Z"); // a Saturday; Monday 22 March 09:00 Berlin is bookable
const AWS_PDF = readFileSync(path.join(INVOICE_FIXTURE_DIR, "real-aws_invoice2data_1.pdf"));

let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await buildTestApp(
    { BOOKING_TIMEZONE: "Europe/Berlin", BOOKING_HOURS: "09:00-12:00" },
    { now: () => NOW },
  );
});
afterAll(async () => {
  await t.close();
});

const book = (slot: string, resultId: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/bookings",
    payload: {
      name: "Eve Stranger",
      email: "eve@example.com",
      company: "",
      slot_start: slot,
      result_id: resultId,
    },
    headers,
    remoteAddress: `198.51.100.${++ip}`,
  });

describe("a booking attaches a result only with that result's manage token", () => {
  it("refuses the link alone and another result's token with 403 (on main: attached)", async () => {
    const victim = await insertResult(t, "Vic Tim", "vic@example.com");
    const own = await insertResult(t, "Eve Stranger", "eve@example.com");
    expectError(await book("2027-03-22T08:00:00.000Z", victim.id), 403, MSG_MANAGE_TOKEN_REQUIRED);
    expectError(
      await book("2027-03-22T08:00:00.000Z", victim.id, { "x-manage-token": own.manageToken }),
      403,
      MSG_MANAGE_TOKEN_REQUIRED,
    );
    expect(
      await t.services.database.db.select().from(bookings).where(eq(bookings.result_id, victim.id)),
    ).toEqual([]);
  });

  it("attaches it with the owner's token", async () => {
    const result = await insertResult(t);
    const res = await book("2027-03-22T08:30:00.000Z", result.id, { "x-manage-token": result.manageToken });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.services.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, (res.json() as { id: string }).id));
    expect(row?.result_id).toBe(result.id);
  });

  it("books without it when the result is gone meanwhile", async () => {
    const res = await book("2027-03-22T09:00:00.000Z", crypto.randomUUID(), {
      "x-manage-token": "x".repeat(43),
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe("answers that carry a manage token", () => {
  it("POST /api/analyses 201 is Cache-Control: no-store (on main: no header)", async () => {
    const providers = (await t.app.inject({ url: "/api/providers" })).json() as Array<{
      id: string;
      name: string;
    }>;
    const body = multipartBody(
      {
        name: "Ada",
        email: "ada@example.com",
        cloudProviderId: providers.find((p) => p.name === "AWS")?.id ?? "",
      },
      { filename: "invoice.pdf", bytes: AWS_PDF },
    );
    const res = await t.app.inject({ method: "POST", url: "/api/analyses", ...body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toHaveProperty("manageToken");
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("any answer that carries a token", () => {
  it("is no-store whichever route sends it, a ticket's token too", async () => {
    const app = Fastify();
    await app.register(tokenNoStorePlugin);
    app.get("/ticket", () => ({ error: "Please check the figures.", review: { id: "r1", token: "secret" } }));
    app.get("/plain", () => ({ resultId: "r1" }));
    expect((await app.inject({ url: "/ticket" })).headers["cache-control"]).toBe("no-store");
    expect((await app.inject({ url: "/plain" })).headers["cache-control"]).toBeUndefined();
    await app.close();
  });
});
