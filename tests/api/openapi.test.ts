import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { isDescribedUrl } from "#server/plugins/openapi.ts";
import { assembleServices, type Services } from "#server/services.ts";
import { MSG_PROVIDER_NAME_TAKEN } from "#shared/messages/admin-content.ts";
import { MSG_UNAUTHORIZED } from "#shared/messages/auth.ts";
import { MSG_MANAGE_TOKEN_REQUIRED } from "#shared/messages/result.ts";
import { MSG_PDF_TOO_LARGE, MSG_UPLOAD_RATE_LIMITED } from "#shared/messages/upload.ts";
import { buildTestApp, expectError } from "#tests/support/build-test-app.ts";
import { openTestDatabase } from "#tests/support/test-db.ts";

type Operation = {
  tags?: string[];
  summary?: string;
  security?: Array<Record<string, unknown>>;
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, { format?: string }> } }>;
  };
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
};
type OpenApiDocument = {
  openapi: string;
  info: { title: string };
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
  paths: Record<string, Record<string, Operation>>;
};

// Every route as registered: a route added later must be described without editing this file.
const routes: RouteOptions[] = [];
let app: FastifyInstance;
let services: Services;
let dataDir: string;
let doc: OpenApiDocument;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "cbc-openapi-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", API_DOCS: "public" });
  const database = await openTestDatabase();
  await seedDatabase(database.db);
  services = await assembleServices(config, database);
  app = await buildApp(config, services, { clientDir: null, onRoute: (route) => void routes.push(route) });
  await app.ready();
  const res = await app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(res.statusCode, res.body).toBe(200);
  doc = res.json() as OpenApiDocument;
});
afterAll(async () => {
  await app.close();
  await services.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** "/api/results/:id/" -> "/api/results/{id}", "/api/auth/*" -> "/api/auth/{*}". */
function openApiPath(url: string): string {
  const converted = url.replace(/:([A-Za-z0-9_]+)/g, "{$1}").replace(/\*$/, "{*}");
  return converted.length > 1 ? converted.replace(/\/$/, "") : converted;
}

/** HEAD routes are the ones Fastify adds beside each GET. */
function describedRoutes(): Array<{ method: string; url: string; route: RouteOptions }> {
  return routes.flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method])
      .filter((method) => method !== "HEAD")
      .filter(() => isDescribedUrl(route.url))
      .map((method) => ({ method, url: route.url, route })),
  );
}

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBe("Cloud Bill Check API");
  });

  it("describes every registered API route and method", () => {
    const described = describedRoutes();
    expect(described.length).toBeGreaterThan(35);
    for (const { method, url } of described) {
      const operations = doc.paths[openApiPath(url)];
      expect(operations, `${method} ${url}`).toBeDefined();
      expect(operations?.[method.toLowerCase()], `${method} ${url}`).toBeDefined();
    }
  });

  it("carries each route's zod response schema as JSON Schema, and tags every operation", () => {
    for (const { method, url, route } of describedRoutes()) {
      const operation = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
      expect(operation?.tags?.length, `${method} ${url}`).toBeGreaterThan(0);
      const responses = (route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
      for (const status of Object.keys(responses)) {
        const content = operation?.responses?.[status]?.content?.["application/json"] as
          | { schema?: { type?: unknown } }
          | undefined;
        expect(content?.schema, `${method} ${url} ${status}`).toBeDefined();
      }
    }
  });

  it("gives every operation a one-line summary", () => {
    const missing = describedRoutes()
      .filter(({ method, url }) => !doc.paths[openApiPath(url)]?.[method.toLowerCase()]?.summary)
      .map(({ method, url }) => `${method} ${url}`);
    expect(missing).toEqual([]);
  });

  it("describes the multipart uploads' request bodies", () => {
    for (const [method, url, part] of [
      ["post", "/api/analyses", "file"],
      ["post", "/api/results/{id}/invoices", "file"],
      ["post", "/api/admin/testimonials/{id}/image", "file"],
    ] as const) {
      const body = doc.paths[url]?.[method]?.requestBody?.content?.["multipart/form-data"];
      expect(body?.schema?.properties?.[part]?.format, `${method} ${url}`).toBe("binary");
    }
    expect(
      Object.keys(
        doc.paths["/api/analyses"]?.post?.requestBody?.content?.["multipart/form-data"]?.schema?.properties ??
          {},
      ),
    ).toEqual(["name", "email", "cloudProviderId", "file"]);
  });

  it("names X-Manage-Token as the security of what changes a result", () => {
    expect(doc.components.securitySchemes.manageToken).toMatchObject({
      type: "apiKey",
      in: "header",
      name: "X-Manage-Token",
    });
    for (const [method, url] of [
      ["delete", "/api/results/{id}"],
      ["patch", "/api/results/{id}/figures"],
      ["post", "/api/results/{id}/invoices"],
    ] as const)
      expect(doc.paths[url]?.[method]?.security, `${method} ${url}`).toEqual([{ manageToken: [] }]);
    expect(doc.paths["/api/results/{id}"]?.get?.security).toBeUndefined();
  });

  it("lists the 4xx answers with their messages", () => {
    const upload = doc.paths["/api/analyses"]?.post?.responses ?? {};
    expect(Object.keys(upload)).toEqual(expect.arrayContaining(["400", "403", "408", "413", "422", "429"]));
    expect(upload["413"]?.description).toContain(MSG_PDF_TOO_LARGE);
    expect(JSON.stringify(upload["429"])).toContain(MSG_UPLOAD_RATE_LIMITED);
    const admin = doc.paths["/api/admin/providers"]?.post?.responses ?? {};
    expect(admin["401"]?.description).toContain(MSG_UNAUTHORIZED);
    expect(admin["409"]?.description).toContain(MSG_PROVIDER_NAME_TAKEN);
    expect(doc.paths["/api/results/{id}/figures"]?.patch?.responses?.["403"]?.description).toContain(
      MSG_MANAGE_TOKEN_REQUIRED,
    );
    // Every 4xx answer says what the body is: {"error": message}.
    for (const [url, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations))
        for (const [status, answer] of Object.entries(operation.responses ?? {}))
          if (/^4/.test(status))
            expect(JSON.stringify(answer.content), `${method} ${url} ${status}`).toContain('"error"');
  });

  it("leaves out the built client and the docs' own assets", () => {
    for (const url of Object.keys(doc.paths)) expect(isDescribedUrl(url), url).toBe(true);
  });

  it("is browsable at /api/docs", async () => {
    const page = await app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    const initializer = await app.inject({ method: "GET", url: "/api/docs/static/swagger-initializer.js" });
    expect(initializer.statusCode).toBe(200);
    const json = await app.inject({ method: "GET", url: "/api/docs/json" });
    expect(json.json()).toEqual(doc);
  });
});

describe("API_DOCS", () => {
  it("staff (the default): the description and the page need a staff session", async () => {
    const t = await buildTestApp();
    try {
      expectError(await t.app.inject({ method: "GET", url: "/api/openapi.json" }), 401, MSG_UNAUTHORIZED);
      expectError(await t.app.inject({ method: "GET", url: "/api/docs" }), 401, MSG_UNAUTHORIZED);
      expectError(await t.app.inject({ method: "GET", url: "/api/docs/json" }), 401, MSG_UNAUTHORIZED);
    } finally {
      await t.close();
    }
  });

  it("staff: a signed-out browser at /api/docs gets a page saying staff must sign in, not raw JSON", async () => {
    const t = await buildTestApp();
    try {
      const browser = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
      const page = await t.app.inject({ method: "GET", url: "/api/docs", headers: browser });
      expect(page.statusCode).toBe(401);
      expect(page.headers["content-type"]).toContain("text/html");
      expect(page.body).toContain("The API documentation is for staff");
      expect(page.body).toContain('href="/auth"');
      // An API client still gets the JSON error.
      expectError(await t.app.inject({ method: "GET", url: "/api/openapi.json" }), 401, MSG_UNAUTHORIZED);
    } finally {
      await t.close();
    }
  });

  it("off: neither is served", async () => {
    const t = await buildTestApp({ API_DOCS: "off" });
    try {
      expect((await t.app.inject({ method: "GET", url: "/api/openapi.json" })).statusCode).toBe(404);
      expect((await t.app.inject({ method: "GET", url: "/api/docs" })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
