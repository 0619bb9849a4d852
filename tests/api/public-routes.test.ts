import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG_BAD_PAGE } from "#shared/messages/general.ts";
import { TestimonialPageSchema } from "#shared/schemas/public-api.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/health", () => {
  it("answers ok once the database answers", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });
});

describe("GET /api/providers", () => {
  it("lists every provider ordered by name with the spec's fields", async () => {
    const res = await t.app.inject({ url: "/api/providers" });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Array<Record<string, unknown>>;
    expect(body.map((p) => p.name)).toEqual(["AWS", "Azure", "GCP", "IBM", "Oracle"]);
    expect(Object.keys(body[0] ?? {}).sort()).toEqual([
      "created_at",
      "enabled",
      "estimated_esr",
      "id",
      "name",
    ]);
    expect(body.filter((p) => !p.enabled).map((p) => p.name)).toEqual(["IBM", "Oracle"]);
    for (const p of body.filter((p) => p.enabled)) {
      expect(p.estimated_esr).toBeGreaterThan(0);
      expect(p.estimated_esr).toBeLessThan(1);
    }
  });
});

describe("GET /api/testimonials", () => {
  it("returns the first page of 6, newest first, and says more exist", async () => {
    const res = await t.app.inject({ url: "/api/testimonials" });
    expect(res.statusCode).toBe(200);
    const body = TestimonialPageSchema.parse(res.json());
    expect(body.items).toHaveLength(6);
    expect(body.page).toBe(1);
    expect(body.has_more).toBe(true);
    const times = body.items.map((i) => Date.parse(i.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("returns the short last page and stops", async () => {
    const first = TestimonialPageSchema.parse(
      (await t.app.inject({ url: "/api/testimonials?page=1" })).json(),
    );
    const res = await t.app.inject({ url: "/api/testimonials?page=2" });
    const body = TestimonialPageSchema.parse(res.json());
    expect(body.items).toHaveLength(2);
    expect(body.has_more).toBe(false);
    const ids = new Set([...first.items, ...body.items].map((i) => i.id));
    expect(ids.size).toBe(8);
  });

  it("returns an empty page past the end", async () => {
    const body = TestimonialPageSchema.parse(
      (await t.app.inject({ url: "/api/testimonials?page=9" })).json(),
    );
    expect(body).toEqual({ items: [], page: 9, has_more: false });
  });

  it.each(["0", "-1", "abc", "1.5", "", "1e3", "99999999999", "100001"])(
    "refuses page=%s with a clear 400",
    async (page) => {
      const res = await t.app.inject({ url: `/api/testimonials?page=${encodeURIComponent(page)}` });
      expectError(res, 400, MSG_BAD_PAGE);
    },
  );
});

describe("GET /api/settings/public", () => {
  it("returns the four switches at their defaults as booleans", async () => {
    const res = await t.app.inject({ url: "/api/settings/public" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      admin_signups_enabled: false,
      analysis_enabled: true,
      contact_form_enabled: true,
      bookings_enabled: true,
    });
  });
});

describe("unknown API paths", () => {
  it("answer 404 with an error body, not the client page", async () => {
    expectError(await t.app.inject({ url: "/api/nope" }), 404, "Not found: GET /api/nope");
  });
});
