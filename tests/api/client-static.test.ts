import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";

// A built client as `vite build` lays it out: index.html, pre-rendered pages, hashed assets, the build manifest.
const clientDir = mkdtempSync(path.join(os.tmpdir(), "cbc-client-"));
const FILES: Record<string, string> = {
  "index.html": "<!doctype html><title>home shell</title>",
  "terms.html": "<!doctype html><title>terms shell</title>",
  "privacy.html": "<!doctype html><title>privacy shell</title>",
  "results.html": "<!doctype html><title>results shell</title>",
  "assets/app-Abc123.js": "console.log('app')",
  "favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
  ".vite/manifest.json": '{"index.html":{}}',
};

let t: TestApp;
beforeAll(async () => {
  for (const [file, content] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
    writeFileSync(path.join(clientDir, file), content);
  }
  t = await buildTestApp({}, { seed: false, clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, accept = "text/html,application/xhtml+xml") =>
  t.app.inject({ url, headers: { accept } });

describe("serving the built client", () => {
  it.each([
    ["/", "home shell"],
    ["/results/3f1c2a9e-0000-4000-8000-000000000000", "results shell"],
    ["/results/not-even-an-id/", "results shell"],
    ["/results/a/b", "home shell"],
    ["/admin/results", "home shell"],
    ["/terms", "terms shell"],
    ["/terms/", "terms shell"],
    ["/privacy", "privacy shell"],
    ["/no/such/page", "home shell"],
  ])("answers the client route %s with its page, revalidated on every visit", async (url, title) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain(`<title>${title}</title>`);
  });

  it("caches hashed assets for a year and revalidates other files", async () => {
    const asset = await get("/assets/app-Abc123.js", "*/*");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await get("/favicon.svg", "*/*");
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["cache-control"]).toBe("no-cache");
  });

  it("answers missing files, API paths, dotfiles and non-HTML requests with a JSON 404", async () => {
    expectError(await get("/assets/missing-Xyz.js", "*/*"), 404, /Not found/i);
    expectError(await get("/api/no-such-route"), 404, /Not found/i);
    expectError(await get("/.vite/manifest.json", "*/*"), 404, /Not found/i);
    expectError(await get("/results/abc", "application/json"), 404, /Not found/i);
    expectError(await t.app.inject({ method: "POST", url: "/terms" }), 404, /Not found/i);
  });
});
