// Writes the fixed corpus into tests/fixtures/corpus: generated invoices, hand-made ones, refusals, real decoys.
// Run: npx tsx tests/support/invoice-corpus/build.ts
import { copyFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { coverageReport } from "./coverage.ts";
import { generateInvoice } from "./generate.ts";
import { handmade } from "./handmade.ts";
import { PageOverflowError } from "./layouts.ts";
import { corpusPlan } from "./plan.ts";
import { refusals } from "./refusals.ts";

const DIR = new URL("../../fixtures/corpus/", import.meta.url);
const DECOYS = "/work/shared/invoices/decoys/";
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

for (const name of readdirSync(DIR)) if (/\.(pdf|json)$/.test(name)) rmSync(new URL(name, DIR));

const featureSets: string[][] = [];
let invoices = 0;
for (const planned of corpusPlan()) {
  let written = false;
  for (let bump = 0; bump < 25 && !written; bump++) {
    try {
      const g = generateInvoice({ ...planned.spec, seed: planned.spec.seed + bump });
      writeFileSync(new URL(`${planned.name}.pdf`, DIR), g.pdf);
      const meta = { seller: g.content.seller.id, language: g.content.langTag, features: g.content.features };
      writeFileSync(new URL(`${planned.name}.expected.json`, DIR), json({ ...g.truth, _corpus: meta }));
      featureSets.push(g.content.features);
      written = true;
      invoices++;
    } catch (error) {
      if (!(error instanceof PageOverflowError)) throw error;
    }
  }
  if (!written) throw new Error(`${planned.name}: does not fit on a page`);
}
for (const h of handmade()) {
  writeFileSync(new URL(`${h.name}.pdf`, DIR), h.pdf);
  const seller = h.features.find((f) => f.startsWith("seller:"))?.slice(7);
  const language = h.features.find((f) => f.startsWith("lang:"))?.slice(5);
  writeFileSync(
    new URL(`${h.name}.expected.json`, DIR),
    json({ ...h.truth, _corpus: { seller, language, what: h.what, features: h.features } }),
  );
  featureSets.push(h.features);
  invoices++;
}
let refused = 0;
for (const r of refusals()) {
  writeFileSync(new URL(`refuse-${r.name}.pdf`, DIR), r.pdf);
  writeFileSync(
    new URL(`refuse-${r.name}.expected.json`, DIR),
    json({ rejected: "unsupported", _corpus: { what: r.what } }),
  );
  refused++;
}
for (const name of readdirSync(DECOYS).filter((n) => n.endsWith(".pdf"))) {
  const base = `refuse-real-${name.replace(/\.pdf$/, "")}`;
  copyFileSync(`${DECOYS}${name}`, new URL(`${base}.pdf`, DIR));
  writeFileSync(
    new URL(`${base}.expected.json`, DIR),
    json({
      rejected: "unsupported",
      _corpus: { what: `real decoy ${name} (see shared/invoices/decoys/SOURCES.md)` },
    }),
  );
  refused++;
}
const report = coverageReport(featureSets);
console.log(report.text);
console.log(`${invoices} invoices, ${refused} files to refuse`);
if (report.missing.length > 0) {
  console.error(`Missing coverage: ${report.missing.join(", ")}`);
  process.exitCode = 1;
}
