import { defineConfig } from "vitest/config";

// Unit tests are pure. API tests run on an embedded PGlite (a migrated template loaded per file), and once more
// on a real PostgreSQL server when TEST_DATABASE_URL is set (each file in its own throwaway database).
// CI runs on a 2-core machine that may be busy with other work: a slow test there is not a failing one. A hang
// still fails, after the longer limit.
const TEST_TIMEOUT_MS = process.env.CI ? 90_000 : 30_000;

const apiProject = (name: string, dbTarget: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name,
    include: ["tests/api/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    env: { TEST_DB_TARGET: dbTarget },
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: 2 * TEST_TIMEOUT_MS,
  },
});

export default defineConfig({
  test: {
    pool: "forks",
    reporters: process.env.CI ? ["default", ["json", { outputFile: "reports/ci/vitest.json" }]] : ["default"],
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], testTimeout: TEST_TIMEOUT_MS },
      },
      apiProject("api", "pglite"),
      {
        extends: true,
        test: { name: "process", include: ["tests/process/**/*.test.ts"], testTimeout: 2 * TEST_TIMEOUT_MS },
      },
      ...(process.env.TEST_DATABASE_URL ? [apiProject("api-postgres", "postgres")] : []),
    ],
  },
});
