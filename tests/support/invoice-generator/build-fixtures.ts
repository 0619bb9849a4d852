// Writes tests/fixtures/invoices/synthetic-*.pdf and refused-*.pdf with their .expected.json.
// Run: npx tsx tests/support/invoice-generator/build-fixtures.ts
import { writeFileSync } from "node:fs";
import { InvoiceRejectedError } from "#server/extraction/errors.ts";
import { analyzeFigures } from "#shared/savings/analyze-figures.ts";
import { knownExtraction } from "./model.ts";
import { writePdf } from "./pdf-writer.ts";
import { REFUSED } from "./refused.ts";
import { VARIANTS } from "./variants.ts";

const DIR = new URL("../../fixtures/invoices/", import.meta.url);
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

for (const variant of VARIANTS) {
  const { placements, known } = variant.generate();
  const expected = analyzeFigures(
    knownExtraction(known, variant.name.includes("credit-note") ? "credit_note" : "invoice"),
    null,
  );
  writeFileSync(
    new URL(`synthetic-${variant.name}.pdf`, DIR),
    writePdf(placements, { shuffleSeed: variant.shuffleSeed }),
  );
  writeFileSync(new URL(`synthetic-${variant.name}.expected.json`, DIR), json(expected));
}
for (const file of REFUSED) {
  const error = new InvoiceRejectedError(file.reason === "unsupported" ? "unsupported" : file.reason);
  writeFileSync(new URL(`refused-${file.name}.pdf`, DIR), file.bytes);
  writeFileSync(
    new URL(`refused-${file.name}.expected.json`, DIR),
    json({ rejected: file.reason, error: error.message }),
  );
}
console.log(`${VARIANTS.length} synthetic invoices, ${REFUSED.length} refused files`);
