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
  "assets/index-Abc123.css": "body{color:red}",
  "assets/logo-Abc123.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
  "assets/pdf-worker-Abc123.js": "self.onmessage = () => {}",
  "theme-init.js": "document.documentElement.className = 'light'",
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

  it("sends a script or stylesheet without the page's policies, and everything else with them", async () => {
    for (const url of ["/assets/app-Abc123.js", "/assets/index-Abc123.css", "/theme-init.js"]) {
      const res = await get(url, "*/*");
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["cross-origin-resource-policy"], url).toBe("same-origin");
      for (const pageOnly of [
        "content-security-policy",
        "permissions-policy",
        "x-frame-options",
        "referrer-policy",
      ])
        expect(res.headers[pageOnly], `${url} ${pageOnly}`).toBeUndefined();
    }
    // Anything that can be opened as a document of its own keeps every header: pages, an SVG, the API, a 404.
    for (const url of [
      "/",
      "/terms",
      "/assets/logo-Abc123.svg",
      "/favicon.svg",
      "/api/health",
      "/assets/app.js?x",
    ]) {
      const res = await get(url, "*/*");
      expect(res.headers["content-security-policy"], url).toContain("default-src 'self'");
      expect(res.headers["x-frame-options"], url).toBe("SAMEORIGIN");
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
    }
  });

  it("keeps Strict-Transport-Security on scripts served over https", async () => {
    const https = await buildTestApp({ TRUST_PROXY: "true" }, { seed: false, clientDir });
    try {
      const res = await https.app.inject({
        url: "/assets/app-Abc123.js",
        headers: { accept: "*/*", "x-forwarded-proto": "https" },
      });
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(res.headers["content-security-policy"]).toBeUndefined();
    } finally {
      await https.close();
    }
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
