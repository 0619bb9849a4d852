import { defineConfig } from "vitest/config";

// `npm run test:reliability`: the heavy suites (hostile files, load, faults) against the built server in child
// processes. One file at a time: each measures the machine.
export default defineConfig({
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    globalSetup: ["tests/reliability/build-once.ts"],
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 400_000,
    reporters: process.env.CI
      ? ["default", ["json", { outputFile: "reports/ci/vitest-reliability.json" }]]
      : ["default"],
  },
});
