import { defineConfig } from "@playwright/test";

// Browser tests run against the built app (scripts/e2e-server.mjs: build when stale, fresh seeded DATA_DIR).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// A data directory per port, so two runs on different ports never share (or delete) each other's database. Test
// workers inherit it to read the server's mail outbox.
const DATA_DIR = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${PORT}`;
process.env.E2E_DATA_DIR = DATA_DIR;
const STAFF_SPECS = ["**/admin-*.spec.ts", "**/auth.spec.ts"];
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results",
  // Longer on CI: a 2-core machine shared with other work (a hang still fails).
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 12_000 : 7_000 },
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ["list"],
    ["html", { outputFolder: "playwright-report", open: "never" }],
    ...(process.env.CI ? [["json", { outputFile: "reports/ci/playwright.json" }] as const] : []),
  ],
  use: {
    baseURL: BASE_URL,
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // Staff specs change what every page shows (switches, providers, testimonials): they run after the public
  // specs, one at a time, so no test sees another's half-made change.
  projects: [
    { name: "public", use: { browserName: "chromium" }, testIgnore: STAFF_SPECS },
    {
      name: "staff",
      use: { browserName: "chromium" },
      testMatch: STAFF_SPECS,
      dependencies: ["public"],
      workers: 1,
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${BASE_URL}/api/health`,
    env: { PORT: String(PORT), E2E_DATA_DIR: DATA_DIR },
    // A server left on the port would carry another run's data; reuse it only when asked to.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === "1",
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
