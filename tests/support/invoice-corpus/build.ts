// Writes the fixed corpus into tests/fixtures/corpus: generated invoices, hand-made ones, refusals, real decoys.
// Run: npx tsx tests/support/invoice-corpus/build.ts
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { decoyCorpus, expectedJson, generatedCorpus } from "./corpus-files.ts";
import { coverageReport } from "./coverage.ts";

const DIR = new URL("../../fixtures/corpus/", import.meta.url);

for (const name of readdirSync(DIR)) if (/\.(pdf|json)$/.test(name)) rmSync(new URL(name, DIR));

const files = [...generatedCorpus(), ...decoyCorpus()];
for (const file of files) {
  writeFileSync(new URL(`${file.name}.pdf`, DIR), file.pdf);
  writeFileSync(new URL(`${file.name}.expected.json`, DIR), expectedJson(file.expected));
}
const invoices = files.filter((f) => !("rejected" in f.expected));
const report = coverageReport(invoices.map((f) => f.features));
console.log(report.text);
console.log(`${invoices.length} invoices, ${files.length - invoices.length} files to refuse`);
if (report.missing.length > 0) {
  console.error(`Missing coverage: ${report.missing.join(", ")}`);
  process.exitCode = 1;
}
