// Reads the JSON reports Vitest and Playwright write under CI and prints one plain "N passed, N failed" line.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? "reports/ci";
let passed = 0;
let failed = 0;
let skipped = 0;

// The main suite and the reliability suite (npm run test:reliability) write one report each.
for (const name of ["vitest.json", "vitest-reliability.json"]) {
  const vitestFile = path.join(dir, name);
  if (!existsSync(vitestFile)) continue;
  const report = JSON.parse(readFileSync(vitestFile, "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

const playwrightFile = path.join(dir, "playwright.json");
if (existsSync(playwrightFile)) {
  const stats = JSON.parse(readFileSync(playwrightFile, "utf8")).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
