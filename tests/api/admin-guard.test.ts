import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { assembleServices, type Services } from "#server/services.ts";
import { MSG_AUTH_REQUIRED, MSG_UNAUTHORIZED } from "#shared/messages/auth.ts";
import { openTestDatabase } from "#tests/support/test-db.ts";

// Every route under /api/admin, as registered: a route added later is covered without editing this file.
const routes: Array<{ method: string; url: string }> = [];
let app: FastifyInstance;
let services: Services;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "cbc-guard-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const database = await openTestDatabase();
  await seedDatabase(database.db);
  services = await assembleServices(config, database);
  const collect = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url });
  };
  app = await buildApp(config, services, { clientDir: null, onRoute: collect });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await services.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const adminRoutes = () => routes.filter((r) => r.url.startsWith("/api/admin"));
const concrete = (url: string) =>
  url.replace(/:key/g, "analysis_enabled").replace(/:[A-Za-z_]+/g, randomUUID());

describe("/api/admin/* without a session", () => {
  it("enumerates every admin route DESIGN.md lists (the list below is a floor, not the whole set)", () => {
    const keys = new Set(adminRoutes().map((r) => `${r.method} ${r.url.replace(/\/$/, "")}`));
    for (const expected of [
      "GET /api/admin/results",
      "GET /api/admin/results/:id/pdf",
      "GET /api/admin/providers",
      "POST /api/admin/providers",
      "PUT /api/admin/providers/:id",
      "DELETE /api/admin/providers/:id",
      "GET /api/admin/testimonials",
      "POST /api/admin/testimonials",
      "PUT /api/admin/testimonials/:id",
      "DELETE /api/admin/testimonials/:id",
      "GET /api/admin/settings",
      "PUT /api/admin/settings/:key",
    ]) {
      expect(keys, expected).toContain(expected);
    }
  });

  it("answers 401 {error} on every registered admin route and method", async () => {
    expect(adminRoutes().length).toBeGreaterThan(15);
    for (const route of adminRoutes()) {
      const url = concrete(route.url);
      const res = await app.inject({
        method: route.method as "GET",
        url,
        headers: { origin: "http://127.0.0.1:3000", "content-type": "application/json" },
        ...(["POST", "PUT", "PATCH"].includes(route.method) ? { payload: "{}" } : {}),
      });
      expect(res.statusCode, `${route.method} ${url}`).toBe(401);
      if (route.method === "HEAD") continue;
      const body = res.json() as { error?: string };
      expect(Object.keys(body), `${route.method} ${url}`).toEqual(["error"]);
      const expected = url.startsWith("/api/admin/settings") ? MSG_AUTH_REQUIRED : MSG_UNAUTHORIZED;
      expect(body.error, `${route.method} ${url}`).toBe(expected);
    }
  });

  it("answers 401 to a forged or stale session cookie too", async () => {
    for (const route of adminRoutes().filter((r) => r.method === "GET")) {
      const res = await app.inject({
        url: concrete(route.url),
        headers: { cookie: "better-auth.session_token=forged.value" },
      });
      expect(res.statusCode, route.url).toBe(401);
    }
  });

  it("does not change anything when refused (the guard runs before the handler)", async () => {
    const before = (await app.inject({ url: "/api/providers" })).json() as unknown[];
    await app.inject({
      method: "POST",
      url: "/api/admin/providers",
      payload: { name: "Sneaky", enabled: true },
    });
    const after = (await app.inject({ url: "/api/providers" })).json() as unknown[];
    expect(after).toHaveLength(before.length);
  });
});
