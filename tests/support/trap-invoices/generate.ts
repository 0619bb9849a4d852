// Writes tests/fixtures/traps/: every trap document printed by its producer, then its expected JSON (the truth
// written with the document, checked to add up). `npx tsx tests/support/trap-invoices/generate.ts [name ...]`.
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { scratch } from "../producer-invoices/common.ts";
import { TRAP_DOCS } from "./documents.ts";
import { checkTruth } from "./model.ts";
import { render } from "./render.ts";

const OUT_DIR = fileURLToPath(new URL("../../fixtures/traps/", import.meta.url));
mkdirSync(OUT_DIR, { recursive: true });

const wanted = process.argv.slice(2);
let written = 0;
for (const doc of TRAP_DOCS) {
  if (wanted.length > 0 && !wanted.some((w) => doc.name.includes(w) || doc.producer === w)) continue;
  const { dir, done } = scratch();
  try {
    checkTruth(doc.name, doc.truth);
    const out = join(dir, "out.pdf");
    await render(doc, out, dir);
    copyFileSync(out, join(OUT_DIR, `${doc.name}.pdf`));
    const body = {
      ...doc.truth,
      _independent: { seller: doc.seller, language: doc.lang, producer: doc.producer, traits: doc.traps },
    };
    writeFileSync(join(OUT_DIR, `${doc.name}.expected.json`), `${JSON.stringify(body, null, 2)}\n`);
    console.log(`${doc.name}: ok`);
    written++;
  } catch (error) {
    console.error(`${doc.name}: FAILED ${(error as Error).message.slice(0, 400)}`);
    process.exitCode = 1;
  } finally {
    done();
  }
}
console.log(`${written} documents written`);
