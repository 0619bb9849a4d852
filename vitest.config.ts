import { defineConfig } from "vitest/config";

// Unit tests are pure. API tests run on an embedded PGlite (a migrated template loaded per file), and once more
// on a real PostgreSQL server when TEST_DATABASE_URL is set (each file in its own throwaway database).
const apiProject = (name: string, dbTarget: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name,
    include: ["tests/api/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    env: { TEST_DB_TARGET: dbTarget },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    pool: "forks",
    reporters: process.env.CI ? ["default", ["json", { outputFile: "reports/ci/vitest.json" }]] : ["default"],
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], testTimeout: 30_000 } },
      apiProject("api", "pglite"),
      {
        extends: true,
        test: { name: "process", include: ["tests/process/**/*.test.ts"], testTimeout: 60_000 },
      },
      ...(process.env.TEST_DATABASE_URL ? [apiProject("api-postgres", "postgres")] : []),
    ],
  },
});
