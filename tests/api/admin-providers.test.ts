import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MSG_ESR_MAX,
  MSG_ESR_MIN,
  MSG_ESR_RANGE,
  MSG_PROVIDER_NAME_SHORT,
  MSG_PROVIDER_NAME_TAKEN,
} from "#shared/messages/admin-content.ts";
import { MSG_NOT_FOUND, MSG_TEXT_HAS_NUL } from "#shared/messages/general.ts";
import { type CloudProvider, CloudProviderSchema } from "#shared/schemas/public-api.ts";
import { createAdminAndSignIn, type SignedInAdmin } from "#tests/support/auth-helpers.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";

let t: TestApp;
let admin: SignedInAdmin;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: "1000" });
  admin = await createAdminAndSignIn(t);
});
afterAll(async () => {
  await t.close();
});

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload === undefined ? {} : { payload }) });

async function addProvider(body: Record<string, unknown>): Promise<CloudProvider> {
  const res = await call("POST", "/api/admin/providers", body);
  expect(res.statusCode, res.body).toBe(201);
  return CloudProviderSchema.parse(res.json());
}

describe("GET /api/admin/providers", () => {
  it("lists every provider (disabled ones too) ordered by name", async () => {
    const res = await call("GET", "/api/admin/providers");
    expect(res.statusCode).toBe(200);
    const names = (res.json() as CloudProvider[]).map((p) => p.name);
    expect(names).toEqual(["AWS", "Azure", "GCP", "IBM", "Oracle"]);
  });
});

describe("POST /api/admin/providers", () => {
  it("adds a provider, enabled by default, and the public list shows it", async () => {
    const created = await addProvider({ name: "  DigitalOcean ", estimated_esr: 0.215 });
    expect(created).toMatchObject({ name: "DigitalOcean", enabled: true, estimated_esr: 0.215 });
    const pub = (await t.app.inject({ url: "/api/providers" })).json() as CloudProvider[];
    expect(pub.map((p) => p.name)).toContain("DigitalOcean");
  });

  it("an omitted ESR counts as 0 (docs/product.md#validation); an explicit null still means no estimate", async () => {
    expect(await addProvider({ name: "Hetzner", enabled: false })).toMatchObject({
      estimated_esr: 0,
      enabled: false,
    });
    expect(await addProvider({ name: "Civo", estimated_esr: null })).toMatchObject({ estimated_esr: null });
  });

  it.each([
    [{ name: "A", estimated_esr: 0.2 }, MSG_PROVIDER_NAME_SHORT],
    [{ estimated_esr: 0.2 }, MSG_PROVIDER_NAME_SHORT],
    [{ name: "Linode", estimated_esr: -0.01 }, MSG_ESR_MIN],
    [{ name: "Linode", estimated_esr: 1.5 }, MSG_ESR_MAX],
    [{ name: "Linode", estimated_esr: "lots" }, MSG_ESR_RANGE],
    [{ name: "Lin\u0000ode", estimated_esr: 0.2 }, MSG_TEXT_HAS_NUL],
  ])("refuses %j with the catalogue message", async (body, message) => {
    expectError(await call("POST", "/api/admin/providers", body), 400, message);
  });

  it("refuses a duplicate name with 409", async () => {
    expectError(await call("POST", "/api/admin/providers", { name: "AWS" }), 409, MSG_PROVIDER_NAME_TAKEN);
  });
});

describe("PUT and DELETE /api/admin/providers/:id", () => {
  it("updates every field", async () => {
    const p = await addProvider({ name: "Vultr", estimated_esr: 0.1 });
    const res = await call("PUT", `/api/admin/providers/${p.id}`, {
      name: "Vultr Cloud",
      estimated_esr: 0.125,
      enabled: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: p.id, name: "Vultr Cloud", estimated_esr: 0.125, enabled: false });
  });

  it("updates only `enabled` (the status switch), leaving the rest", async () => {
    const p = await addProvider({ name: "Scaleway", estimated_esr: 0.18 });
    const res = await call("PUT", `/api/admin/providers/${p.id}`, { enabled: false });
    expect(res.json()).toMatchObject({ name: "Scaleway", estimated_esr: 0.18, enabled: false });
  });

  it("validates updates the same way", async () => {
    const p = await addProvider({ name: "OVHcloud" });
    expectError(await call("PUT", `/api/admin/providers/${p.id}`, { estimated_esr: 2 }), 400, MSG_ESR_MAX);
    expectError(
      await call("PUT", `/api/admin/providers/${p.id}`, { name: "x" }),
      400,
      MSG_PROVIDER_NAME_SHORT,
    );
    expectError(
      await call("PUT", `/api/admin/providers/${p.id}`, { name: "GCP" }),
      409,
      MSG_PROVIDER_NAME_TAKEN,
    );
  });

  it("deletes a provider (204) and then answers 404 for it", async () => {
    const p = await addProvider({ name: "Linode" });
    const res = await call("DELETE", `/api/admin/providers/${p.id}`);
    expect(res.statusCode).toBe(204);
    expectError(await call("DELETE", `/api/admin/providers/${p.id}`), 404, MSG_NOT_FOUND);
    expectError(await call("PUT", `/api/admin/providers/${p.id}`, { enabled: true }), 404, MSG_NOT_FOUND);
  });

  it("answers 404, not a database error, for a malformed id", async () => {
    expectError(await call("PUT", "/api/admin/providers/not-a-uuid", { enabled: true }), 404, MSG_NOT_FOUND);
    expectError(await call("DELETE", "/api/admin/providers/1%20or%201=1"), 404, MSG_NOT_FOUND);
  });
});
