// Reads one fixture PDF with the engine and checks it against its .expected.json: a refusal must be the
// unsupported refusal, an invoice must give every contract field. Tallies into the caller's accuracy tables.
import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { InvoiceRejectedError } from "#server/extraction/extract-invoice.ts";
import type { PdfTextPool } from "#server/extraction/pdf/pdf-text.ts";
import { analyzeInvoice } from "#tests/support/analyze-invoice.ts";
import type { Accuracy } from "./accuracy.ts";
import { CONTRACT_KEYS, compareToTruth, formatDiffs } from "./compare.ts";
import type { Truth } from "./model.ts";

export type ExpectedFixture = Truth | { rejected: "unsupported" };
export type Refusals = { right: number; total: number };

export async function checkFixture<E extends ExpectedFixture>(options: {
  dir: URL;
  name: string;
  pool: PdfTextPool;
  accuracy: Accuracy;
  refusals: Refusals;
  /** The accuracy tables' keys (seller, language, ...) from the expected file's own notes. */
  keysOf: (expected: E) => Record<string, string>;
}): Promise<void> {
  const { dir, name, pool, accuracy, refusals } = options;
  const expected = JSON.parse(
    readFileSync(new URL(name.replace(/\.pdf$/, ".expected.json"), dir), "utf8"),
  ) as E;
  const pdf = new Uint8Array(readFileSync(new URL(name, dir)));
  const outcome = await analyzeInvoice(pdf, { pool, llm: null, estimatedEsr: null }).then(
    (value) => ({ value, error: null }),
    (error: unknown) => ({ value: null, error }),
  );
  if ("rejected" in expected) {
    refusals.total++;
    const refused = outcome.error instanceof InvoiceRejectedError && outcome.error.reason === "unsupported";
    if (refused) refusals.right++;
    expect(
      refused,
      `${name}: must be refused as unsupported, got ${outcome.error ? String(outcome.error) : JSON.stringify(outcome.value?.provider)}`,
    ).toBe(true);
    return;
  }
  const keys = options.keysOf(expected);
  if (!outcome.value) {
    accuracy.add(keys, CONTRACT_KEYS.length);
    accuracy.fieldsWrong(CONTRACT_KEYS);
    expect.fail(`${name}: refused (${String(outcome.error)}), expected provider ${expected.provider}`);
  }
  const diffs = compareToTruth(expected, outcome.value as unknown as Record<string, unknown>);
  accuracy.add(keys, diffs.length);
  accuracy.fieldsWrong(diffs.map((d) => d.field));
  expect(diffs, `${name}: ${formatDiffs(diffs)}`).toEqual([]);
}
